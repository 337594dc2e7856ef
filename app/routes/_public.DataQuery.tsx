import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { HsEntry } from "#contract/hs";
import { LOCATION_FUNCTIONS, type Country, type Currency, type Location } from "#contract/places";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { useMessageText } from "~/lib/messages";
import { dataQueryParams, DATA_TABS, type DataTab, pageHref } from "~/public/data-query";
import { formatHsCode } from "~/public/hs-format";
import { PageHead, siteStyles as s } from "~/public/PublicLayout";
import { PublicPager } from "~/public/PublicPager";
import { publicMeta } from "~/public/seo";
import { hsProblem, type HsProblem } from "~/public/hs-lookup.server";
import { pageSeo, publicHeaders } from "~/public/site.server";
import { provider, queryCountry, queryCurrency, queryHsCode, queryLocation } from "~/provider/index.server";
import q from "~/public/data-query.module.css";

const PAGE_SIZE = 20;

type Rows =
  | { tab: "hs"; list: HsEntry[] }
  | { tab: "ports"; list: Location[] }
  | { tab: "countries"; list: Country[] }
  | { tab: "currencies"; list: Currency[] };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = dataQueryParams(url.searchParams);
  const language = i18nServer.getLocale(request) as Language;
  const seoPath = `/DataQuery?${new URLSearchParams(Object.entries({ tab: params.tab, q: params.q, country: params.country, fn: params.fn }).filter(([, v]) => v)).toString()}`;
  const seo = await pageSeo(request, { title: "site.dataQuery.title", description: "site.dataQuery.description" }, seoPath);
  const query = { keyword: params.q || undefined, currentPage: params.page, pageSize: PAGE_SIZE };
  const client = provider();
  let rows: Rows | null = null;
  let total = 0;
  let failure: HsProblem | null = null;
  try {
    if (params.tab === "hs") {
      // Without words the HS tab invites a search; the tree lives on the classification page.
      if (params.q) {
        const page = await queryHsCode(client, query, language);
        rows = { tab: "hs", list: page.list };
        total = page.pagination.total;
      }
    } else if (params.tab === "ports") {
      const page = await queryLocation(client, { ...query, country: params.country || undefined, fn: params.fn || undefined }, language);
      rows = { tab: "ports", list: page.list };
      total = page.pagination.total;
    } else if (params.tab === "countries") {
      const page = await queryCountry(client, query, language);
      rows = { tab: "countries", list: page.list };
      total = page.pagination.total;
    } else {
      const page = await queryCurrency(client, query, language);
      rows = { tab: "currencies", list: page.list };
      total = page.pagination.total;
    }
  } catch (error) {
    failure = hsProblem(error);
  }
  return data(
    { seo, params, language, rows, total, failure },
    { status: failure?.status ?? 200 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicMeta(matches, data?.seo);
export const headers = publicHeaders;

/** Public look-ups over the reference data (issue #9): HS codes, places, countries, currencies. */
export default function DataQuery() {
  const { params, rows, total, failure, language } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const messageText = useMessageText();
  const tab = params.tab;
  return (
    <>
      <PageHead title={t("site.dataQuery.title")} lead={t("dataQuery.lead")} />
      <div className={`${s.container} ${q.body}`}>
        <nav aria-label={t("dataQuery.tabs.label")} className={q.tabs}>
          {DATA_TABS.map((name) => (
            <a key={name} href={`/DataQuery?tab=${name}`} aria-current={name === tab ? "page" : undefined}>
              {t(`dataQuery.tabs.${name}`)}
            </a>
          ))}
        </nav>
        <p className={q.intro}>{t(`dataQuery.intro.${tab}`)}</p>
        <SearchForm tab={tab} params={params} />
        <section aria-labelledby="results-title" className={q.results}>
          <h2 id="results-title" className={q.resultsTitle}>
            {failure
              ? t("site.dataQuery.title")
              : params.q
                ? t("dataQuery.resultsFor", { total: total.toLocaleString(language === "en" ? "en-US" : "zh-CN"), keyword: params.q })
                : rows
                  ? t("dataQuery.results", { total: total.toLocaleString(language === "en" ? "en-US" : "zh-CN") })
                  : t(`dataQuery.tabs.${tab}`)}
          </h2>
          {failure ? (
            <p role="alert" className={q.alert}>
              {messageText(failure.message)}{" "}
              {failure.retryable ? <a href={pageHref(params, params.page)}>{t("dataQuery.retry")}</a> : null}
            </p>
          ) : !rows ? (
            <p className={q.hint}>
              {t("dataQuery.hsHint")} <a href="/goodsClassification">{t("dataQuery.browse")}</a>
            </p>
          ) : rows.list.length === 0 ? (
            <p className={q.hint}>{params.q ? t("dataQuery.empty", { keyword: params.q }) : t("dataQuery.emptyAll")}</p>
          ) : (
            <>
              <ResultTable rows={rows} language={language} />
              <PublicPager total={total} current={params.page} pageSize={PAGE_SIZE} href={(page) => pageHref(params, page)} />
            </>
          )}
          {language !== "en" && (tab === "hs" || tab === "ports" || tab === "currencies") ? <p className={q.note}>{t("dataQuery.englishOnly")}</p> : null}
          <p className={q.note}>{t(`dataQuery.source.${tab}`)}</p>
        </section>
      </div>
    </>
  );
}

type Params = ReturnType<typeof useLoaderData<typeof loader>>["params"];

/** A GET form: the query lives in the URL, so every search can be linked and works without scripts. */
function SearchForm({ tab, params }: { tab: DataTab; params: Params }) {
  const { t } = useTranslation();
  return (
    <form method="get" action="/DataQuery" role="search" className={q.form}>
      <input type="hidden" name="tab" value={tab} />
      <div className={q.field}>
        <label htmlFor="dq-keyword">{t("dataQuery.form.keyword")}</label>
        <input id="dq-keyword" name="q" type="search" defaultValue={params.q} maxLength={100} placeholder={t(`dataQuery.form.placeholder.${tab}`)} />
      </div>
      {tab === "ports" ? (
        <>
          <div className={`${q.field} ${q.narrow}`}>
            <label htmlFor="dq-country">{t("dataQuery.form.country")}</label>
            <input
              id="dq-country"
              name="country"
              defaultValue={params.country}
              maxLength={2}
              pattern="[A-Za-z]{2}"
              autoCapitalize="characters"
              placeholder={t("dataQuery.form.countryPlaceholder")}
            />
          </div>
          <div className={`${q.field} ${q.narrow}`}>
            <label htmlFor="dq-fn">{t("dataQuery.form.fn")}</label>
            <select id="dq-fn" name="fn" defaultValue={params.fn}>
              <option value="">{t("dataQuery.form.anyFn")}</option>
              {LOCATION_FUNCTIONS.map((fn) => (
                <option key={fn} value={fn}>
                  {t(`dataQuery.fn.${fn}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      <div className={q.buttons}>
        <button type="submit" className={s.button}>
          {t("dataQuery.form.submit")}
        </button>
        <a href={`/DataQuery?tab=${tab}`} className={`${s.button} ${s.buttonGhost}`}>
          {t("dataQuery.form.clear")}
        </a>
      </div>
    </form>
  );
}

function ResultTable({ rows, language }: { rows: Rows; language: Language }) {
  const { t } = useTranslation();
  const head = (keys: string[]) => (
    <thead>
      <tr>
        {keys.map((key) => (
          <th key={key} scope="col">
            {t(`dataQuery.columns.${key}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const table = (keys: string[], body: ReactNode) => (
    <div className={q.tableWrap} role="region" aria-labelledby="results-title" tabIndex={0}>
      <table className={q.table}>
        {head(keys)}
        <tbody>{body}</tbody>
      </table>
    </div>
  );
  const countryName = (name: { en: string; zh: string; tw?: string } | null, code: string) =>
    name ? (language === "en" ? name.en : language === "tw" ? (name.tw ?? name.zh) : name.zh) : code;
  /** The page's own Chinese script; English pages show the Simplified. */
  const chineseOf = (zh: string | null | undefined, tw: string | null | undefined) => (language === "tw" ? (tw ?? zh) : zh) ?? "";
  const chineseLang = language === "tw" ? "zh-TW" : "zh-CN";
  switch (rows.tab) {
    case "hs":
      return table(
        ["code", "level", "description"],
        rows.list.map((entry) => (
          <tr key={entry.code}>
            <td className={q.code}>
              <a href={`/goodsClassificationDetails?code=${encodeURIComponent(entry.code)}`}>{formatHsCode(entry.code)}</a>
            </td>
            <td>{t(`dataQuery.level.${entry.level}`)}</td>
            <td>
              {entry.description}
              {language !== "en" && entry.nameZh ? (
                <span className={q.muted} lang={chineseLang}>
                  {" "}
                  {chineseOf(entry.nameZh, entry.nameTw)}
                </span>
              ) : null}
            </td>
          </tr>
        )),
      );
    case "ports":
      return table(
        ["locode", "name", "country", "subdivision", "functions", "iata"],
        rows.list.map((place) => (
          <tr key={place.locode}>
            <td className={q.code}>{place.locode}</td>
            <td>{place.name}</td>
            <td>
              {countryName(place.countryName, place.country)} <span className={q.muted}>{place.country}</span>
            </td>
            <td>{place.subdivision ?? ""}</td>
            <td>{place.functions.map((fn) => t(`dataQuery.fn.${fn}`)).join(language === "en" ? ", " : "、")}</td>
            <td className={q.code}>{place.iata ?? ""}</td>
          </tr>
        )),
      );
    case "countries":
      return table(
        ["alpha2", "alpha3", "numeric", "nameEn", "nameZh", "capital", "currencies", "dialCodes"],
        rows.list.map((country) => (
          <tr key={country.alpha2}>
            <td className={q.code}>{country.alpha2}</td>
            <td className={q.code}>{country.alpha3}</td>
            <td className={q.code}>{country.numeric}</td>
            <td>{country.nameEnShort}</td>
            <td lang={chineseLang}>{chineseOf(country.nameZh, country.nameTw)}</td>
            <td>{country.capital ?? ""}</td>
            <td className={q.code}>
              {country.currencies.map((code, i) => (
                <span key={code}>
                  {i > 0 ? ", " : ""}
                  <a href={`/DataQuery?tab=currencies&q=${code}`}>{code}</a>
                </span>
              ))}
            </td>
            <td>{country.dialCodes.map((code) => `+${code}`).join(", ")}</td>
          </tr>
        )),
      );
    case "currencies":
      return table(
        ["currency", "numeric", "name", "minorUnit", "entities"],
        rows.list.map((currency) => (
          <tr key={`${currency.code}-${currency.numeric}`}>
            <td className={q.code}>{currency.code}</td>
            <td className={q.code}>{currency.numeric}</td>
            <td>
              {currency.name}
              {language !== "en" && currency.nameZh ? (
                <span className={q.muted} lang={chineseLang}>
                  {" "}
                  {chineseOf(currency.nameZh, currency.nameTw)}
                </span>
              ) : null}
            </td>
            <td>{currency.minorUnit ?? "—"}</td>
            <td className={q.entities}>{currency.entities.join("; ")}</td>
          </tr>
        )),
      );
  }
}
