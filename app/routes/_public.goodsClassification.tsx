import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Page } from "#contract/envelope";
import type { HsEntry, HsNode } from "#contract/hs";
import { i18nServer } from "~/i18n/i18n.server";
import { useMessageText } from "~/lib/messages";
import { HS_CHILD_LEVEL_NAMES, hsLabelText } from "~/public/hs-format";
import { lookUpClassification, type ClassificationView, type HsProblem } from "~/public/hs-lookup.server";
import { HsDescription, HsEntryText, HsSearchForm, HsTrail, useHsLabel } from "~/public/hs-parts";
import { browseHref, CLASSIFICATION_PATH, classificationHref, detailsHref, readClassificationQuery, type ClassificationQuery } from "~/public/hs-query";
import { PageHead, siteStyles as s } from "~/public/PublicLayout";
import { PublicPager } from "~/public/PublicPager";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";
import type { PageHandle } from "~/release";
import c from "~/public/classification.module.css";

/** Searches that find something, offered when one finds nothing. */
const EXAMPLES = ["cotton t-shirt", "frozen shrimp", "office chair", "8471"] as const;

/** Instant results as the visitor types; the form works the same without it. */
export const handle: PageHandle = { scripts: ["/site/hs-search.js"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const query = readClassificationQuery(new URL(request.url).searchParams);
  const view = await lookUpClassification(query, i18nServer.getLocale(request));
  const seo = await pageSeo(request, { ...(await titleOf(request, view)), description: "site.hs.description" }, classificationHref(query));
  const status = view.kind === "problem" ? view.problem.status : 200;
  return data({ seo, query, view, indexable: status === 200 }, { status });
}

/** A search and a browsed code have titles of their own, so each is a page worth a link. */
async function titleOf(request: Request, view: ClassificationView): Promise<{ title: string; titleValues?: Record<string, string> }> {
  if (view.kind === "search") return { title: "classification.seo.search", titleValues: { keyword: view.keyword } };
  if (view.kind !== "children") return { title: "site.hs.title" };
  const t = i18nServer.getFixedT(request);
  const parent = view.trail.at(-1)!;
  const label = hsLabelText(parent);
  return { title: "classification.seo.code", titleValues: { label: t(label.key, label.values), description: parent.description } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...publicMeta(matches, data?.seo),
  ...(data?.indexable ? [] : [{ name: "robots", content: "noindex" }]),
];
export const headers = publicHeaders;

/** Goods classification (SPEC §2, §7): search the HS by words or code, or browse it level by level. */
export default function GoodsClassification() {
  const { query, view } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t("site.hs.title")} lead={t("classification.lead")} />
      <div className={`${s.container} ${c.page}`}>
        <HsSearchForm keyword={query.keyword} size={query.size} />
        {/* /site/hs-search.js swaps this region for the same region of the page it fetches. */}
        <div id="hs-results" className={c.region} aria-live="polite" data-hs-results>
          <Results query={query} view={view} />
        </div>
      </div>
    </>
  );
}

function Results({ query, view }: { query: ClassificationQuery; view: ClassificationView }) {
  switch (view.kind) {
    case "search":
      return <SearchResults query={query} keyword={view.keyword} results={view.results} />;
    case "sections":
      return <Sections results={view.results} />;
    case "children":
      return <Children trail={view.trail} results={view.results} />;
    case "problem":
      return <ProblemNotice problem={view.problem} retryHref={classificationHref(query)} />;
  }
}

function SearchResults({ query, keyword, results }: { query: ClassificationQuery; keyword: string; results: Page<HsEntry> }) {
  const { t } = useTranslation();
  const label = useHsLabel();
  const { total, current, pageSize } = results.pagination;
  if (total === 0) return <NoMatch keyword={keyword} />;
  return (
    <section aria-labelledby="hs-results-title">
      <h2 id="hs-results-title" className={c.regionTitle}>
        {t("classification.results.title", { count: total, keyword })}
      </h2>
      {results.list.length === 0 ? (
        <p>
          {t("classification.results.pastEnd", { page: current })}{" "}
          <a href={classificationHref({ ...query, page: 1 })}>{t("classification.results.firstPage")}</a>
        </p>
      ) : (
        <ol className={c.results} start={(current - 1) * pageSize + 1}>
          {results.list.map((entry) => (
            <li key={entry.code} className={c.result} data-code={entry.code}>
              <h3 className={c.resultTitle}>
                <a href={detailsHref(entry.code)}>
                  <span className={c.codeTag}>{label(entry)}</span>
                  <HsEntryText node={entry} segments={entry.segments} />
                </a>
              </h3>
              <HsTrail path={entry.path} />
            </li>
          ))}
        </ol>
      )}
      <PublicPager total={total} current={current} pageSize={pageSize} href={(page) => classificationHref({ ...query, page })} />
    </section>
  );
}

function NoMatch({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hs-results-title" className={c.empty} data-testid="hs-no-match">
      <h2 id="hs-results-title" className={c.regionTitle}>
        {t("classification.empty.title", { keyword })}
      </h2>
      <p>{t("classification.empty.text")}</p>
      <ul className={c.examples}>
        {EXAMPLES.map((example) => (
          <li key={example}>
            <a href={classificationHref({ keyword: example })} lang="en">
              {example}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sections({ results }: { results: Page<HsEntry> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hs-results-title">
      <h2 id="hs-results-title" className={c.regionTitle}>
        {t("classification.browse.sectionsTitle")}
      </h2>
      <p className={c.regionLead}>{t("classification.browse.sectionsLead")}</p>
      <NodeList nodes={results.list} />
      <PublicPager {...results.pagination} href={(page) => classificationHref({ page })} />
    </section>
  );
}

function Children({ trail, results }: { trail: HsNode[]; results: Page<HsEntry> }) {
  const { t } = useTranslation();
  const label = useHsLabel();
  const parent = trail.at(-1)!;
  return (
    <section aria-labelledby="hs-results-title">
      <nav aria-label={t("classification.browse.breadcrumb")}>
        <ol className={c.breadcrumb}>
          <li>
            <a href={classificationHref({})}>{t("classification.browse.all")}</a>
          </li>
          {trail.map((node) => (
            <li key={node.code}>
              {node === parent ? <span aria-current="page">{label(node)}</span> : <a href={browseHref(node.code)}>{label(node)}</a>}
            </li>
          ))}
        </ol>
      </nav>
      <h2 id="hs-results-title" className={c.regionTitle}>
        <span className={c.codeTag}>{label(parent)}</span> <HsDescription text={parent.description} />
      </h2>
      <p className={c.regionLead}>
        {t(`classification.browse.count.${HS_CHILD_LEVEL_NAMES[parent.level]}`, { count: results.pagination.total, label: label(parent) })} ·{" "}
        <a href={detailsHref(parent.code)}>{t("classification.browse.details", { label: label(parent) })}</a>
      </p>
      {results.pagination.total === 0 ? <p>{t("classification.browse.none")}</p> : <NodeList nodes={results.list} />}
      <PublicPager {...results.pagination} href={(page) => classificationHref({ parent: parent.code, page })} />
    </section>
  );
}

/** Sections, chapters and headings open their children; a subheading, the last level, its details. */
function NodeList({ nodes }: { nodes: HsNode[] }) {
  const label = useHsLabel();
  return (
    <ul className={c.nodes}>
      {nodes.map((node) => (
        <li key={node.code} data-code={node.code}>
          <a href={node.level === 6 ? detailsHref(node.code) : browseHref(node.code)}>
            <span className={c.codeTag}>{label(node)}</span>
            <HsEntryText node={node} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A refusal or an outage, in words, with a way on: the same look-up again, or the sections. */
function ProblemNotice({ problem, retryHref }: { problem: HsProblem; retryHref: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <div className={c.notice} data-status={problem.status} data-testid="hs-problem">
      <h2>{t("classification.problem.title")}</h2>
      <p>{text(problem.message)}</p>
      <p className={c.noticeActions}>
        {problem.retryable ? <a href={retryHref}>{t("classification.problem.retry")}</a> : null}
        <a href={CLASSIFICATION_PATH}>{t("classification.problem.back")}</a>
      </p>
    </div>
  );
}
