import { z } from "zod";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/lib/constants";
import { filterFields, type ResourceDeclaration } from "./define";

/** A list's state as the URL holds it (DESIGN §5): page, size, sorter and filters. */
export interface ListState {
  currentPage: number;
  pageSize: number;
  sorter?: { field: string; order: "ascend" | "descend" };
  filters: Record<string, string>;
}

const SORTER = /^([A-Za-z][A-Za-z0-9]*)_(ascend|descend)$/;

/**
 * The one parser of a list URL. What does not fit falls back to the default rather than
 * failing the page: a size outside SPEC §9's sizes, a sorter off the whitelist, a page below 1.
 */
export function listStateSchema(resource: Pick<ResourceDeclaration, "sortable" | "fields">) {
  const filters = filterFields(resource as ResourceDeclaration);
  return z
    .object({
      currentPage: z.coerce.number().int().min(1).max(1_000_000).catch(1),
      pageSize: z.coerce
        .number()
        .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
        .catch(DEFAULT_PAGE_SIZE),
      sorter: z
        .string()
        .optional()
        .transform((value) => {
          const match = value ? SORTER.exec(value) : null;
          if (!match || !resource.sortable.includes(match[1])) return undefined;
          return { field: match[1], order: match[2] as "ascend" | "descend" };
        })
        .catch(undefined),
      ...Object.fromEntries(filters.map((name) => [name, z.string().trim().max(100).optional().catch(undefined)])),
    })
    .transform(({ currentPage, pageSize, sorter, ...rest }): ListState => ({
      currentPage,
      pageSize,
      sorter,
      filters: Object.fromEntries(Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "")),
    }));
}

export function parseListState(resource: Pick<ResourceDeclaration, "sortable" | "fields">, search: URLSearchParams): ListState {
  return listStateSchema(resource).parse(Object.fromEntries(search));
}

/** The provider's query for a list state (PROVIDER-API.md paged queries). */
export function providerQuery(state: ListState): Record<string, string | number> {
  return {
    currentPage: state.currentPage,
    pageSize: state.pageSize,
    ...(state.sorter ? { sorter: `${state.sorter.field}_${state.sorter.order}` } : {}),
    ...state.filters,
  };
}

/** The URL search of a list state; defaults are left out so links stay short. */
export function listSearch(state: ListState): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(state.filters)) if (value) search.set(name, value);
  if (state.currentPage !== 1) search.set("currentPage", String(state.currentPage));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set("pageSize", String(state.pageSize));
  if (state.sorter) search.set("sorter", `${state.sorter.field}_${state.sorter.order}`);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The next state after a change: a new size or new filters go back to page 1 (SPEC §4). */
export function withChange(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  if (change.pageSize !== undefined && change.pageSize !== state.pageSize) next.currentPage = 1;
  if (change.filters !== undefined || change.sorter !== undefined) next.currentPage = change.currentPage ?? 1;
  return next;
}

/** SPEC §2: the row number is (page-1)*pageSize+index+1. */
export function rowNumber(state: Pick<ListState, "currentPage" | "pageSize">, index: number): number {
  return (state.currentPage - 1) * state.pageSize + index + 1;
}
