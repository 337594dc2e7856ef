import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES, type Language } from "~/lib/constants";
import { ANCHORS, CONTACT, PUBLIC_PAGES } from "./links";
import type { PublicFrame } from "./site.server";
import s from "./site.module.css";

/**
 * The public site's frame (SPEC §2): header with navigation, language switch and login or the
 * user's name, and the footer whose links reach anchors on home, product service and about us.
 * It renders on the server only: links, a details menu and a form, so it needs no script.
 */
export function PublicLayout({ frame, path, children }: { frame: PublicFrame; path: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={s.site}>
      <a className={s.skip} href="#main">
        {t("site.nav.skip")}
      </a>
      <header className={s.header}>
        <div className={`${s.container} ${s.headerInner}`} style={{ position: "relative" }}>
          <Link to="/swylgateway" className={s.logo} reloadDocument>
            {frame.logo ? <img src={frame.logo} alt="" width={44} height={44} className={s.logoMark} data-testid="site-logo" /> : <LogoMark />}
            <span className={s.logoText}>{t("site.brand")}</span>
          </Link>
          <nav className={s.nav} aria-label={t("site.nav.label")}>
            <NavLinks path={path} />
          </nav>
          <div className={s.tools}>
            <LanguageSwitch locale={frame.locale} here={frame.here} />
            <span className={s.wide}>
              <Account userName={frame.userName} />
            </span>
            <details className={s.phoneMenu} data-menu>
              <summary>{t("site.nav.menu")}</summary>
              <nav className={s.phoneNav} aria-label={t("site.nav.label")}>
                <NavLinks path={path} />
                <Account userName={frame.userName} />
              </nav>
            </details>
          </div>
        </div>
      </header>
      <main id="main" className={s.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function NavLinks({ path }: { path: string }) {
  const { t } = useTranslation();
  return PUBLIC_PAGES.map((page) => (
    <a
      key={page.path}
      href={page.path}
      className={s.navLink}
      aria-current={path.toLowerCase().startsWith(page.path.toLowerCase()) ? "page" : undefined}
    >
      {t(page.nav)}
    </a>
  ));
}

/**
 * Login, or the user's name leading to the workbench: the server loads the user's roles and
 * authority afresh on that request (SPEC §2 "clears roles and goes to /workbench").
 */
function Account({ userName }: { userName: string | null }) {
  const { t } = useTranslation();
  if (userName) {
    return (
      <a href="/workbench" className={s.button} title={t("site.nav.workbench", { name: userName })} data-testid="site-user">
        {userName}
      </a>
    );
  }
  return (
    <a href="/login" className={s.button} data-testid="site-login">
      {t("site.nav.login")}
    </a>
  );
}

const LANGUAGE_SHORT: Record<Language, string> = {
  en: "EN",
  zh: "简",
  tw: "繁",
};

/** A form post to /language (sets the cookie, comes back here); works without JavaScript. */
function LanguageSwitch({ locale, here }: { locale: Language; here: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action="/language" className={s.languages} aria-label={t("site.nav.language")}>
      <input type="hidden" name="redirectTo" value={here} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          aria-pressed={language === locale}
          lang={language === "en" ? "en" : language === "zh" ? "zh-CN" : "zh-TW"}
          title={t(`language.${language}`)}
        >
          {LANGUAGE_SHORT[language]}
        </button>
      ))}
    </form>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  const a = ANCHORS;
  const column = (title: string, links: [string, string][]) => (
    <div>
      <h2>{title}</h2>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className={s.footer}>
      <div className={s.container}>
        <div className={s.footerGrid}>
          <div>
            <h2>{t("site.brand")}</h2>
            <p style={{ margin: "0 0 1rem" }}>{t("site.footer.tagline")}</p>
            <p style={{ margin: 0 }}>
              {t("site.footer.hotline")}<a href={CONTACT.hotlineTel}>{CONTACT.hotline}</a>
            </p>
          </div>
          {column(t("site.footer.services"), [
            [`/Product_service#${a.products.usClearance}`, t("site.products.items.usClearance.title")],
            [`/Product_service#${a.products.hkBusiness}`, t("site.products.items.hkBusiness.title")],
            [`/Product_service#${a.products.hsClassification}`, t("site.products.items.hsClassification.title")],
            [`/Product_service#${a.products.tradeServices}`, t("site.products.items.tradeServices.title")],
          ])}
          {column(t("site.footer.explore"), [
            [`/swylgateway#${a.home.services}`, t("site.home.servicesTitle")],
            [`/swylgateway#${a.home.video}`, t("site.home.videoTitle")],
            [`/developing#${a.solutions.market}`, t("site.solutions.marketTitle")],
            ["/DataQuery", t("site.nav.dataQuery")],
            ["/goodsClassification", t("site.nav.classification")],
          ])}
          {column(t("site.footer.company"), [
            [`/About_us#${a.about.company}`, t("site.about.companyTitle")],
            [`/About_us#${a.about.contact}`, t("site.about.contactTitle")],
            [`/About_us#${a.about.offices}`, t("site.about.officesTitle")],
            [`/developing#${a.solutions.partners}`, t("site.solutions.partnersTitle")],
          ])}
        </div>
        <div className={s.footerBottom}>
          <span>{t("site.footer.copyright", { year: new Date().getFullYear() })}</span>
          <span>{t("site.footer.dataNote")}</span>
        </div>
      </div>
    </footer>
  );
}

/** The brand's mark: a globe crossed by a route, in the marketing blue. */
export function LogoMark() {
  return (
    <svg className={s.logoMark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#1890ff" />
      <path d="M6 24h36M24 2c7 7 7 37 0 44M24 2c-7 7-7 37 0 44" stroke="#fff" strokeWidth="2.5" fill="none" opacity="0.75" />
      <path d="M10 34c8-4 20-4 28-16" stroke="#fff" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="38" cy="18" r="3.5" fill="#fff" />
    </svg>
  );
}

/** The banner at the top of an inner public page. */
export function PageHead({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className={s.pageHead}>
      <div className={s.container}>
        <h1>{title}</h1>
        {lead ? <p className={s.lead}>{lead}</p> : null}
      </div>
    </div>
  );
}

export { s as siteStyles };

/** A titled section under an anchor the footer and other pages link to. */
export function AnchoredSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={className ? `${s.section} ${className}` : s.section} aria-labelledby={`${id}-title`}>
      <div className={s.container}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
