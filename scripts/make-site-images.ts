/**
 * Draws the public site's share image (1200×630, `og-<lng>.png`) and the video's poster
 * (640×360, `platform-poster-<lng>.jpg`) per language into public/site/, committed; re-run after
 * changing their words (`site.media` in app/public/site.i18n.ts). Chromium lays the text out with
 * the system's fonts (WenQuanYi Zen Hei for Chinese, `apt-get install fonts-wqy-zenhei`), and the
 * script refuses to write an image whose text does not fit.
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { siteText, type SiteText } from "../app/public/site.i18n";

const OUT = "public/site";
const LANGUAGES = ["en", "zh", "tw"] as const;
const FONTS = "'DejaVu Sans', 'WenQuanYi Zen Hei', sans-serif";
const BACKGROUND = "linear-gradient(135deg, #0958d9 0%, #1890ff 100%)";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function shareImage(text: SiteText, lang: string): string {
  return `<html lang="${lang}"><body style="margin:0;width:1200px;height:630px;background:${BACKGROUND};font-family:${FONTS};color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 80px;box-sizing:border-box">
    <h1 data-fit style="margin:0 0 28px;font-size:84px;font-weight:700;line-height:1.15;white-space:nowrap">${escape(text.brand)}</h1>
    <p data-fit style="margin:0;font-size:34px;font-weight:700;opacity:.92;line-height:1.4">${escape(text.media.shareLead)}</p>
  </body></html>`;
}

function poster(text: SiteText, lang: string): string {
  const steps = text.media.steps
    .map((step, i) => `<li data-fit style="flex:1;height:56px;display:flex;align-items:center;gap:6px;padding:0 7px;background:${i === 2 ? "#fff" : "rgba(255,255,255,.25)"};color:${i === 2 ? "#0958d9" : "#fff"};font-size:14px;font-weight:700;white-space:nowrap;overflow:hidden">${i + 1}&nbsp; ${escape(step)}</li>`)
    .join("");
  return `<html lang="${lang}"><body style="margin:0;width:640px;height:360px;background:${BACKGROUND};font-family:${FONTS};color:#fff;padding:52px 50px 0 60px;box-sizing:border-box;overflow:hidden">
    <h1 data-fit style="margin:0 0 14px;font-size:40px;line-height:1.2;white-space:nowrap">${escape(text.brand)}</h1>
    <p data-fit style="margin:0 0 44px;font-size:22px;font-weight:700;opacity:.9;white-space:nowrap">${escape(text.media.posterLead)}</p>
    <ol style="list-style:none;margin:0;padding:0;display:flex;gap:12px">${steps}</ol>
    <div style="position:relative;margin-top:34px;height:4px;background:rgba(255,255,255,.6)"><div style="position:absolute;left:210px;top:-18px;width:60px;height:36px;background:#ffc53d;border-top:8px solid #d48806;box-sizing:border-box"></div></div>
  </body></html>`;
}

/** Every `data-fit` text must lie wholly inside its own box and the image, 40 px off its edges. */
async function assertFits(page: Page, name: string) {
  const overflows = await page.evaluate(() => {
    const { clientWidth: width, clientHeight: height } = document.body;
    return [...document.querySelectorAll<HTMLElement>("[data-fit]")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return el.scrollWidth > el.clientWidth + 1 || box.right > width - 40 || box.bottom > height - 40;
      })
      .map((el) => el.textContent);
  });
  if (overflows.length > 0) throw new Error(`${name}: text runs off the image: ${overflows.join(" | ")}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const language of LANGUAGES) {
    const text = siteText[language];
    const lang = language === "en" ? "en" : language === "zh" ? "zh-CN" : "zh-TW";
    const share = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await share.setContent(shareImage(text, lang));
    await assertFits(share, `og-${language}.png`);
    await share.screenshot({ path: `${OUT}/og-${language}.png` });
    const still = await browser.newPage({ viewport: { width: 640, height: 360 } });
    await still.setContent(poster(text, lang));
    await assertFits(still, `platform-poster-${language}.jpg`);
    await still.screenshot({ path: `${OUT}/platform-poster-${language}.jpg`, type: "jpeg", quality: 85 });
  }
} finally {
  await browser.close();
}
