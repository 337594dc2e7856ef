import type { PublicNews } from "#contract/business/news";
import { htmlExcerpt } from "#contract/rich-text";
import { useTranslation } from "~/i18n/react";
import { ANCHORS } from "./links";
import { siteStyles as s } from "./PublicLayout";
import n from "./news.module.css";

/** Characters of a card's excerpt. */
const EXCERPT_LENGTH = 140;

/** A public item's own page and its cover, both served by this app. */
export const newsHref = (id: string) => `/news/${id}`;
export const newsCoverSrc = (id: string) => `/news-cover/${id}`;

/** A window's first day in the reader's language (the day itself, never shifted by a zone). */
export function NewsDate({ day }: { day: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language === "tw" ? "zh-TW" : i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  return <time dateTime={day}>{text}</time>;
}

/** The marketing home's news: title, date, cover and excerpt of each, each leading to its own page. Plain HTML. */
export function NewsSection({ items, failed }: { items: readonly PublicNews[]; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <section id={ANCHORS.home.news} className={s.section} aria-labelledby="news-title" data-testid="home-news">
      <div className={s.container}>
        <h2 id="news-title" className={s.sectionTitle}>
          {t("site.news.title")}
        </h2>
        {items.length === 0 ? (
          <p className={s.lead}>{t(failed ? "site.news.unavailable" : "site.news.empty")}</p>
        ) : (
          <ul className={n.grid}>
            {items.map((item) => (
              <li key={item.id} className={n.item} data-testid="news-item">
                {item.hasCover && <img className={n.cover} src={newsCoverSrc(item.id)} alt="" loading="lazy" width={640} height={360} />}
                <div className={n.itemBody}>
                  <p className={n.meta}>
                    <span className={n.category}>{t(`site.news.categories.${item.category}`)}</span>
                    <NewsDate day={item.publishFrom} />
                  </p>
                  <h3>
                    <a href={newsHref(item.id)}>{item.title}</a>
                  </h3>
                  <p className={n.excerpt}>{htmlExcerpt(item.body, EXCERPT_LENGTH)}</p>
                  <a className={n.more} href={newsHref(item.id)} aria-label={t("site.news.readMoreAbout", { title: item.title })}>
                    {t("site.news.readMore")} →
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
