import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import type { HsCodeDetail, UsHtsLine } from "#contract/hs";
import { i18nServer } from "~/i18n/i18n.server";
import { useMessageText } from "~/lib/messages";
import { formatHsCode, hsLabelText, htsDepth, htsSteps } from "~/public/hs-format";
import { lookUpDetails, type HsProblem } from "~/public/hs-lookup.server";
import { htsRateText, htsUnitText } from "~/public/hts-wording";
import { EnglishOnlyNote, HsChineseName, HsDescription, HsEntryText, HsSearchForm, useHsLabel } from "~/public/hs-parts";
import { browseHref, CLASSIFICATION_PATH, DETAILS_PATH, detailsHref } from "~/public/hs-query";
import { siteStyles as s } from "~/public/PublicLayout";
import { publicMeta } from "~/public/seo";
import { pageSeo, publicHeaders } from "~/public/site.server";
import c from "~/public/classification.module.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("code")?.trim() || undefined;
  const view = await lookUpDetails(code, i18nServer.getLocale(request));
  if (view.kind === "detail") {
    const { detail } = view;
    const t = i18nServer.getFixedT(request);
    const label = hsLabelText(detail);
    const seo = await pageSeo(request, { title: "site.hs.detailTitle", titleValues: { code: formatHsCode(detail.code) }, description: "site.hs.description" }, detailsHref(detail.code));
    const description = t("classification.seo.code", { label: t(label.key, label.values), description: detail.description });
    return data({ seo: { ...seo, description }, view, indexable: true });
  }
  const { status } = view.problem;
  const title = status === 404 ? "classification.seo.notFound" : status === 400 ? "classification.seo.invalid" : "classification.problem.title";
  const seo = await pageSeo(request, { title, description: "site.hs.description" }, code ? detailsHref(code) : DETAILS_PATH);
  return data({ seo, view, indexable: false }, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...publicMeta(matches, data?.seo),
  ...(data?.indexable ? [] : [{ name: "robots", content: "noindex" }]),
];
export const headers = publicHeaders;

/** One HS code (SPEC §7): where it is classified, what is under it and the US HTS lines of the sample. */
export default function GoodsClassificationDetails() {
  const { view } = useLoaderData<typeof loader>();
  return view.kind === "detail" ? <Detail detail={view.detail} /> : <Problem code={view.code} problem={view.problem} />;
}

function Detail({ detail }: { detail: HsCodeDetail }) {
  const { t } = useTranslation();
  const label = useHsLabel();
  const levels = [...detail.path, detail];
  return (
    <>
      <div className={s.pageHead}>
        <div className={s.container}>
          <p className={c.back}>
            <a href={CLASSIFICATION_PATH}>← {t("classification.details.back")}</a>
          </p>
          <h1>{label(detail)}</h1>
          <p className={s.lead}>
            <HsDescription text={detail.description} />
            <HsChineseName node={detail} />
          </p>
          <EnglishOnlyNote className={c.note} />
        </div>
      </div>
      <div className={`${s.container} ${c.page}`}>
        <section aria-labelledby="hs-hierarchy-title" className={c.block}>
          <h2 id="hs-hierarchy-title" className={c.blockTitle}>
            {t("classification.details.hierarchy")}
          </h2>
          <ol className={c.hierarchy} data-testid="hs-hierarchy">
            {levels.map((node) => (
              <li key={node.code} data-level={node.level} aria-current={node === detail ? "page" : undefined}>
                {node.level === 6 ? (
                  <span className={c.codeTag}>{label(node)}</span>
                ) : (
                  <a href={browseHref(node.code)} className={c.codeTag} title={t("classification.details.browse", { label: label(node) })}>
                    {label(node)}
                  </a>
                )}
                <HsEntryText node={node} />
              </li>
            ))}
          </ol>
        </section>
        {detail.children.length > 0 ? (
          <section aria-labelledby="hs-children-title" className={c.block}>
            <h2 id="hs-children-title" className={c.blockTitle}>
              {t("classification.details.children", { label: label(detail) })}
            </h2>
            <ul className={c.nodes}>
              {detail.children.map((child) => (
                <li key={child.code} data-code={child.code}>
                  <a href={detailsHref(child.code)}>
                    <span className={c.codeTag}>{label(child)}</span>
                    <HsEntryText node={child} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <UsHtsSample lines={detail.usHts} />
      </div>
    </>
  );
}

/** The US HTS lines under the code: a sample (seeds/data/README.md), said so above the table. */
function UsHtsSample({ lines }: { lines: UsHtsLine[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hs-hts-title" className={c.block}>
      <h2 id="hs-hts-title" className={c.blockTitle}>
        {t("classification.details.hts.title")}
      </h2>
      <p className={c.note}>{t("classification.details.hts.note")}</p>
      {lines.length === 0 ? (
        <p>{t("classification.details.hts.none")}</p>
      ) : (
        // Wide tables scroll inside their wrapper, never the page; focusable so keyboards can scroll it.
        <div className={c.tableWrap} role="region" aria-labelledby="hs-hts-title" tabIndex={0}>
          <table className={c.table}>
            <thead>
              <tr>
                <th scope="col">{t("classification.details.hts.code")}</th>
                <th scope="col">{t("classification.details.hts.description")}</th>
                <th scope="col">{t("classification.details.hts.unit")}</th>
                <th scope="col">{t("classification.details.hts.general")}</th>
                <th scope="col">{t("classification.details.hts.special")}</th>
                <th scope="col">{t("classification.details.hts.column2")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.htsCode} data-depth={htsDepth(line.htsCode)}>
                  <th scope="row" className={c.htsCode}>
                    {line.htsCode}
                  </th>
                  {/* The schedule's own words: the US publishes it in English only. */}
                  <td className={c.htsDescription} lang="en">
                    {htsSteps(line.fullDescription).length > 0 ? <span className={c.steps}>{htsSteps(line.fullDescription).join(" › ")}</span> : null}
                    {line.description}
                  </td>
                  <td>{htsUnitText(line.unit, t) ?? "—"}</td>
                  <td>{htsRateText(line.generalRate, t)}</td>
                  <td className={c.special}>{line.specialRate ? <BreakAfterCommas text={htsRateText(line.specialRate, t)} /> : "—"}</td>
                  <td>{htsRateText(line.column2Rate, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** "Free (AU,BH,CL,…)" may break after its commas, never inside a country code. */
function BreakAfterCommas({ text }: { text: string }) {
  return text.split(",").map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          ,<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** A missing or unknown code (404), a malformed one (400), or the provider out of reach. */
function Problem({ code, problem }: { code: string; problem: HsProblem }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const unknown = problem.status === 404 && code !== "";
  const title = problem.status === 404 ? t("classification.seo.notFound") : problem.status === 400 ? t("classification.seo.invalid") : t("classification.problem.title");
  return (
    <>
      <div className={s.pageHead}>
        <div className={s.container}>
          <h1>{title}</h1>
          <p className={s.lead} data-testid="hs-problem">
            {unknown ? t("classification.details.notFoundText", { code }) : text(problem.message)}
          </p>
        </div>
      </div>
      <div className={`${s.container} ${c.page}`}>
        <HsSearchForm />
        <p className={c.noticeActions}>
          {problem.retryable ? <a href={detailsHref(code)}>{t("classification.problem.retry")}</a> : null}
          <a href={CLASSIFICATION_PATH}>{t("classification.details.back")}</a>
        </p>
      </div>
    </>
  );
}
