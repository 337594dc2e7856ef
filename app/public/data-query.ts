import { LOCATION_FUNCTIONS, type LocationFunction } from "#contract/places";

export const DATA_TABS = ["hs", "ports", "countries", "currencies"] as const;
export type DataTab = (typeof DATA_TABS)[number];

export interface DataQueryParams {
  tab: DataTab;
  q: string;
  /** A country's alpha-2 code, upper case, or "". */
  country: string;
  fn: LocationFunction | "";
  page: number;
}

const isTab = (value: string | null): value is DataTab => (DATA_TABS as readonly string[]).includes(value ?? "");
const isFunction = (value: string | null): value is LocationFunction => (LOCATION_FUNCTIONS as readonly string[]).includes(value ?? "");

/**
 * The look-up a /DataQuery URL asks for. Anything a visitor could type or a stale link could carry
 * reads as the nearest sensible query (unknown tab → HS codes, bad page → 1); the provider still
 * checks the rest (a keyword over 100 characters, a country that is not two letters).
 */
export function dataQueryParams(search: URLSearchParams): DataQueryParams {
  const tab = search.get("tab");
  const fn = search.get("fn");
  const page = Number(search.get("page"));
  return {
    tab: isTab(tab) ? tab : "hs",
    q: (search.get("q") ?? "").trim(),
    country: (search.get("country") ?? "").trim().toUpperCase(),
    fn: isFunction(fn) ? fn : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The link to another page of the same look-up; empty fields are left out. */
export function pageHref(params: DataQueryParams, page: number): string {
  const search = new URLSearchParams({ tab: params.tab });
  if (params.q) search.set("q", params.q);
  if (params.country) search.set("country", params.country);
  if (params.fn) search.set("fn", params.fn);
  if (page > 1) search.set("page", String(page));
  return `/DataQuery?${search.toString()}`;
}
