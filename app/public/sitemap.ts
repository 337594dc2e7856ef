import { LANGUAGES } from "~/lib/constants";
import { PUBLIC_PAGES } from "./links";
import { languageUrl } from "./seo";

const HREFLANG = { en: "en", zh: "zh-Hans", tw: "zh-Hant" } as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every public page in every language, each entry naming its alternates (sitemaps.org + xhtml:link). */
export function sitemapXml(origin: string): string {
  const entries = PUBLIC_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeXml(languageUrl(origin, page.path, other))}"/>`,
      );
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(new URL(page.path, origin).toString())}"/>`);
      return [`  <url>`, `    <loc>${escapeXml(languageUrl(origin, page.path, language))}</loc>`, ...alternates, `  </url>`].join("\n");
    }),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}
