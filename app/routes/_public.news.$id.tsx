import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { idSchema } from "#contract/envelope";
import { htmlExcerpt, sanitiseArticleHtml } from "#contract/rich-text";
import { useTranslation } from "~/i18n/react";
import { i18nServer } from "~/i18n/i18n.server";
import { publicNewsItem } from "~/public/news.server";
import { NewsDate, newsCoverSrc, newsHref } from "~/public/NewsSection";
import { ANCHORS } from "~/public/links";
import { PageHead, siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";
import n from "~/public/news.module.css";

/** Characters of the page's description. */
const DESCRIPTION_LENGTH = 160;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idSchema.safeParse(params.id);
  const item = id.success ? await publicNewsItem(i18nServer.getLocale(request), id.data) : null;
  const seo = await pageSeo(request, { title: "site.news.title", description: "site.news.lead" }, id.success ? newsHref(id.data) : undefined);
  if (!item) return data({ seo: { ...seo, title: i18nServer.getFixedT(request)("site.news.notFound") }, item: null }, { status: 404 });
  return data({ seo: { ...seo, title: item.title, description: htmlExcerpt(item.body, DESCRIPTION_LENGTH) }, item });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...publicMeta(matches, data?.seo), ...(data?.item ? [] : [{ name: "robots", content: "noindex" }])];
export const headers = publicHeaders;

/** A published news item's own page: its body as the provider kept it, sanitised once more before it is written out. */
export default function NewsArticle() {
  const { item } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const back = (
    <p>
      <a href={`/swylgateway#${ANCHORS.home.news}`}>← {t("site.news.all")}</a>
    </p>
  );
  if (!item) {
    return (
      <>
        <PageHead title={t("site.news.notFound")} />
        <div className={s.section}>
          <div className={s.container}>{back}</div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHead title={item.title} />
      <div className={s.section}>
        <article className={s.container} data-testid="news-article">
          <div className={n.article}>
            <p className={n.meta}>
              <span className={n.category}>{t(`site.news.categories.${item.category}`)}</span>
              <NewsDate day={item.publishFrom} />
            </p>
            {item.hasCover && <img className={n.articleCover} src={newsCoverSrc(item.id)} alt="" width={1280} height={720} />}
            <div className={n.articleBody} data-testid="news-body" dangerouslySetInnerHTML={{ __html: sanitiseArticleHtml(item.body) }} />
            {back}
          </div>
        </article>
      </div>
    </>
  );
}
