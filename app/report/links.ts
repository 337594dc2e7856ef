import { monthDays } from "#contract/business/report";
import { DEFAULT_PAGE_SIZE } from "~/lib/constants";
import { listSearch } from "~/resources/list-state";

/** The months a figure counts, as the day filters of the list it opens. */
export type Span = { from: string; to: string };

const where = (path: string, filters: Record<string, string | undefined>) => `${path}${listSearch({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, filters: Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => e[1] !== undefined)) })}`;

const days = (span: Span, name: string) => ({ [`${name}From`]: monthDays(span.from).first, [`${name}To`]: monthDays(span.to).last });

/** Shipments opened in the span (at a stage). */
export const shipmentsIn = (span: Span, stage?: string) => where("/importClearance", { stage, ...days(span, "created") });

/** Classification orders submitted in the span (in a status). */
export const classificationIn = (span: Span, status?: string) => where("/ClassifyPlatform", { status, ...days(span, "created") });

/** Orders placed in the span (in a currency, from a supplier). */
export const ordersIn = (span: Span, filters: { currency?: string; supplierId?: string } = {}) =>
  where("/orderList", { supplierId: filters.supplierId, currency: filters.currency || undefined, ...days(span, "orderDate") });
