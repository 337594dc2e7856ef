import { useTranslation } from "~/i18n/react";
import { pageWindow } from "./pager";
import { siteStyles as s } from "./PublicLayout";

/**
 * The public look-ups' pager: plain links (the page is in the URL, so it works without scripts),
 * previous and next, the first and last page and two either side of this one.
 */
export function PublicPager({ total, current, pageSize, href }: { total: number; current: number; pageSize: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const page = Math.min(current, pages);
  return (
    <nav className={s.pager} aria-label={t("site.pager.label")}>
      <p className={s.pagerStatus}>{t("site.pager.status", { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              ‹ {t("site.pager.previous")}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <a href={href(n)} aria-label={t("site.pager.page", { page: n })}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t("site.pager.next")} ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
