import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IconBarcode, IconBuildingWarehouse, IconPhoneCall, IconShip, IconTruckDelivery } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import { parseAppEnv } from "~/env.server";
import { homeQr, qrSvgOf } from "~/public/home-qr.server";
import { ANCHORS, CONTACT } from "~/public/links";
import { siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";
import { hasTokenCookie } from "~/auth/token-cookie.server";
import { i18nServer } from "~/i18n/i18n.server";
import { homeNews } from "~/public/news.server";
import { NewsSection } from "~/public/NewsSection";
import h from "~/public/home.module.css";

/** Counts of the reference data the public look-ups search (seeds/data/README.md). */
const FIGURES = [
  ["6,936", "hsCodes"],
  ["105,880", "places"],
  ["249", "countries"],
  ["3", "languages"],
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const qr = homeQr(parseAppEnv(process.env), new URL(request.url).origin);
  const [qrSvg, news] = await Promise.all([qrSvgOf(qr.url), homeNews(i18nServer.getLocale(request))]);
  return {
    news,
    seo: await pageSeo(request, { title: "site.home.title", description: "site.home.description" }, "/swylgateway", true),
    qr: { ...qr, svg: qrSvg },
    loggedIn: hasTokenCookie(request),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicMeta(matches, data?.seo);
export const headers = publicHeaders;

const SLIDES = [
  { icon: IconShip, href: `/Product_service#${ANCHORS.products.usClearance}`, tone: "#0958d9" },
  { icon: IconTruckDelivery, href: `/Product_service#${ANCHORS.products.hkBusiness}`, tone: "#08979c" },
  { icon: IconBarcode, href: "/goodsClassification", tone: "#1d39c4" },
  { icon: IconBuildingWarehouse, href: `/Product_service#${ANCHORS.products.tradeServices}`, tone: "#531dab" },
] as const;

const SECTIONS = [
  ["usClearance", `/Product_service#${ANCHORS.products.usClearance}`, IconShip],
  ["hkBusiness", `/Product_service#${ANCHORS.products.hkBusiness}`, IconTruckDelivery],
  ["hsClassification", "/goodsClassification", IconBarcode],
  ["tradeServices", `/Product_service#${ANCHORS.products.tradeServices}`, IconBuildingWarehouse],
] as const;

/** Home (SPEC §2): slogan, carousel, hotline, quick search, the four services, the news, partners, video and QR code. */
export default function Gateway() {
  const { qr, loggedIn, news } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const slides = t("site.home.slides.items", { returnObjects: true }) as { title: string; text: string; cta: string }[];
  return (
    <>
      <section className={h.hero} aria-labelledby="slogan">
        <div className={`${s.container} ${h.heroGrid}`}>
          <div className={h.heroText}>
            <p className={h.eyebrow}>{t("site.brand")}</p>
            <h1 id="slogan" className={h.slogan}>
              {t("app.slogan")}
            </h1>
            <p className={h.heroLead}>{t("site.home.description")}</p>
            <div className={h.actions}>
              <a className={s.button} href={loggedIn ? "/workbench" : "/login"}>
                {loggedIn ? t("site.home.workbench") : t("site.home.login")}
              </a>
              <a className={`${s.button} ${s.buttonGhost}`} href="/goodsClassification">
                {t("site.nav.classification")}
              </a>
            </div>
            <p className={h.hotline}>
              <IconPhoneCall size="1.6em" aria-hidden="true" />
              <span>
                {t("site.home.hotline")}{" "}
                <a href={CONTACT.hotlineTel} className={h.hotlineNumber} data-testid="hotline">
                  {CONTACT.hotline}
                </a>
                <small>{t("site.home.hotlineHint")}</small>
              </span>
            </p>
          </div>
          <Carousel slides={slides} />
        </div>
      </section>

      <section id={ANCHORS.home.quickSearch} className={h.quick} aria-labelledby="quick-title">
        <div className={`${s.container} ${h.quickGrid}`}>
          <form method="get" action="/goodsClassification" className={h.quickForm} role="search">
            <h2 id="quick-title">{t("site.home.quickSearch.title")}</h2>
            <label htmlFor="quick-keyword">{t("site.home.quickSearch.label")}</label>
            <div className={h.quickRow}>
              <input id="quick-keyword" name="keyword" type="search" maxLength={100} placeholder={t("site.home.quickSearch.placeholder")} />
              <button type="submit" className={s.button}>
                {t("site.home.quickSearch.submit")}
              </button>
            </div>
          </form>
          <div>
            <h2 className={h.figuresTitle}>{t("site.home.figures.title")}</h2>
            <dl className={h.figures}>
              {FIGURES.map(([value, key]) => (
                <div key={key}>
                  <dt>{value}</dt>
                  <dd>{t(`site.home.figures.${key}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section id={ANCHORS.home.services} className={s.section} aria-labelledby="services-title">
        <div className={s.container}>
          <h2 id="services-title" className={s.sectionTitle}>
            {t("site.home.servicesTitle")}
          </h2>
          <div className={s.cards}>
            {SECTIONS.map(([key, href, Icon]) => (
              <article key={key} className={`${s.card} ${h.service}`}>
                <Icon size="2.6rem" stroke={1.6} aria-hidden="true" className={h.serviceIcon} />
                <h3>{t(`site.home.sections.${key}.title`)}</h3>
                <p>{t(`site.home.sections.${key}.text`)}</p>
                <a href={href} aria-label={`${t("site.home.sections.more")}: ${t(`site.home.sections.${key}.title`)}`}>
                  {t("site.home.sections.more")} →
                </a>
              </article>
            ))}
          </div>
        </div>
      </section>

      <NewsSection items={news.items} failed={news.failed} />

      <section id={ANCHORS.home.partners} className={s.section} aria-labelledby="partners-title">
        <div className={s.container}>
          <h2 id="partners-title" className={s.sectionTitle}>
            {t("site.solutions.partnersTitle")}
          </h2>
          <p className={s.lead} style={{ marginBottom: "2rem" }}>
            {t("site.home.partnersLead")}
          </p>
          <div className={s.cards}>
            {(t("site.solutions.partners", { returnObjects: true }) as { title: string; text: string }[]).map((partner) => (
              <article key={partner.title} className={s.card}>
                <h3>{partner.title}</h3>
                <p>{partner.text}</p>
              </article>
            ))}
          </div>
          <p>
            <a href={`/developing#${ANCHORS.solutions.partners}`}>{t("site.home.partnersMore")} →</a>
          </p>
        </div>
      </section>

      <section id={ANCHORS.home.video} className={`${s.section} ${h.videoBand}`} aria-labelledby="video-title">
        <div className={`${s.container} ${h.videoGrid}`}>
          <div>
            <h2 id="video-title" className={s.sectionTitle}>
              {t("site.home.videoTitle")}
            </h2>
            <p className={s.lead}>{t("site.home.videoText")}</p>
          </div>
          <video
            className={h.video}
            data-autoplay-after="2000"
            poster={`/site/platform-poster-${language}.jpg`}
            muted
            loop
            playsInline
            controls
            preload="none"
            width={640}
            height={360}
            aria-labelledby="video-title"
          >
            <source src="/site/platform.webm" type="video/webm" />
            <source src="/site/platform.mp4" type="video/mp4" />
            {t("site.home.videoFallback")}
          </video>
          <figure className={h.qr}>
            <div
              className={h.qrCode}
              role="img"
              aria-label={t(`site.home.qr.${qr.kind}.alt`, { url: qr.shown })}
              data-qr-url={qr.url}
              dangerouslySetInnerHTML={{ __html: qr.svg }}
            />
            <figcaption>
              {t(`site.home.qr.${qr.kind}.title`)}
              <a href={qr.url} className={h.qrLink}>
                {qr.shown}
              </a>
            </figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}

/**
 * The hero carousel. Without scripts it is a row of slides to scroll through; /site/site.js turns
 * it into one slide at a time, advancing every 5 s (SPEC §9), paused on hover and focus, with
 * arrows, dots and a pause button (WAI-ARIA carousel pattern).
 */
function Carousel({ slides }: { slides: { title: string; text: string; cta: string }[] }) {
  const { t } = useTranslation();
  const total = slides.length;
  return (
    <section className={h.carousel} aria-roledescription="carousel" aria-label={t("site.home.slides.label")} data-carousel data-interval="5000">
      <div className={h.controls}>
        <button type="button" data-carousel-toggle hidden data-label-pause={t("site.home.slides.pause")} data-label-play={t("site.home.slides.play")}>
          {t("site.home.slides.pause")}
        </button>
        <button type="button" data-carousel-prev hidden aria-label={t("site.home.slides.previous")}>
          ‹
        </button>
        <button type="button" data-carousel-next hidden aria-label={t("site.home.slides.next")}>
          ›
        </button>
      </div>
      <div className={h.track} data-carousel-track aria-live="off">
        {slides.map((slide, index) => {
          const { icon: Icon, href, tone } = SLIDES[index % SLIDES.length];
          return (
            <div
              key={slide.title}
              id={`slide-${index + 1}`}
              className={h.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t("site.home.slides.position", { n: index + 1, total })}
              style={{ "--slide-tone": tone } as React.CSSProperties}
              data-slide
            >
              <Icon size="5rem" stroke={1.3} aria-hidden="true" className={h.slideIcon} />
              <h2 className={h.slideTitle}>{slide.title}</h2>
              <p>{slide.text}</p>
              <a href={href} className={h.slideLink}>
                {slide.cta} →
              </a>
            </div>
          );
        })}
      </div>
      <div className={h.dots}>
        {slides.map((slide, index) => (
          <a key={slide.title} href={`#slide-${index + 1}`} data-carousel-dot={index} aria-label={t("site.home.slides.goTo", { n: index + 1 })} aria-current={index === 0 ? "true" : undefined} />
        ))}
      </div>
    </section>
  );
}
