/**
 * The goods-classification pages' state lives in the URL (a search is a link): read here in one
 * place, and written back by the links that page, browse and open details.
 */
export const CLASSIFICATION_PATH = "/goodsClassification";
export const DETAILS_PATH = "/goodsClassificationDetails";

/** Search results per page, the visitor's choice; the first is the default. */
export const SEARCH_PAGE_SIZES = [10, 20] as const;
export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number];
/** Browsing shows a section's chapters or a chapter's headings on one page (only chapter 84 has more). */
export const BROWSE_PAGE_SIZE = 50;
/** The contract's last page (contract/hs.ts `currentPage`). */
const LAST_PAGE = 10_000;

export interface ClassificationQuery {
  /** Words or a code: a search. */
  keyword?: string;
  /** Without a keyword: the section, chapter or heading whose children are listed. */
  parent?: string;
  page: number;
  size: SearchPageSize;
}

const filled = (value: string | null) => value?.trim() || undefined;

/** The query in a URL's parameters; the contract checks the keyword and parent themselves. */
export function readClassificationQuery(params: URLSearchParams): ClassificationQuery {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    keyword: filled(params.get("keyword")),
    parent: filled(params.get("parent")),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_PAGE) : 1,
    size: SEARCH_PAGE_SIZES.find((allowed) => allowed === size) ?? SEARCH_PAGE_SIZES[0],
  };
}

/** The classification page for a query, leaving out what is the default. */
export function classificationHref({ keyword, parent, page = 1, size = SEARCH_PAGE_SIZES[0] }: Partial<ClassificationQuery>): string {
  const params = new URLSearchParams();
  if (keyword) params.set("keyword", keyword);
  else if (parent) params.set("parent", parent);
  if (keyword && size !== SEARCH_PAGE_SIZES[0]) params.set("size", String(size));
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${CLASSIFICATION_PATH}?${search}` : CLASSIFICATION_PATH;
}

export const browseHref = (parent: string) => classificationHref({ parent });
export const detailsHref = (code: string) => `${DETAILS_PATH}?code=${encodeURIComponent(code)}`;
