import { ZodError } from "zod";
import type { Page } from "#contract/envelope";
import { hsMessages as hm, type HsCodeDetail, type HsEntry, type HsNode } from "#contract/hs";
import { placesMessages } from "#contract/places";
import { isOutage, isTooManyRequests, messageForError } from "~/auth/messages.server";
import type { UserMessage } from "~/lib/messages";
import { ProviderError, provider, queryHsCode, queryHsCodeDetail } from "~/provider/index.server";
import { BROWSE_PAGE_SIZE, type ClassificationQuery } from "./hs-query";

/** A look-up that failed, as the visitor meets it: the page's HTTP status and words for it. */
export interface HsProblem {
  status: 400 | 404 | 429 | 502 | 503;
  message: UserMessage;
  /** The same look-up may succeed later: the provider was down, busy or odd. */
  retryable: boolean;
}

/** The contract's refusals of what the visitor typed or linked: a bad request, not a fault. */
const REFUSALS = new Set<string>([hm.codeInvalid, hm.keywordTooLong, hm.pageSizeTooLarge, placesMessages.countryInvalid, placesMessages.functionInvalid]);

/**
 * The status and message of a failed public look-up (HS codes, places, countries, currencies). The provider client checks input against the
 * contract before it leaves, so a refusal arrives as the contract's ZodError or as the
 * provider's ProviderError carrying the same text; both are worded by the `provider` catalogue.
 */
export function hsProblem(error: unknown): HsProblem {
  if (error instanceof ZodError) return { status: 400, message: { text: error.issues[0]?.message ?? hm.codeInvalid }, retryable: false };
  if (!(error instanceof ProviderError)) throw error;
  const message = messageForError(error);
  if (isOutage(error)) return { status: 503, message, retryable: true };
  if (isTooManyRequests(error)) return { status: 429, message, retryable: true };
  if (error.message === hm.codeNotFound) return { status: 404, message, retryable: false };
  if (REFUSALS.has(error.message)) return { status: 400, message, retryable: false };
  return { status: 502, message, retryable: true };
}

/** What the classification page shows for its query. */
export type ClassificationView =
  | { kind: "sections"; results: Page<HsEntry> }
  /** `trail` runs from the section down to the parent itself. */
  | { kind: "children"; trail: HsNode[]; results: Page<HsEntry> }
  | { kind: "search"; keyword: string; results: Page<HsEntry> }
  | { kind: "problem"; problem: HsProblem };

const nodeOf = ({ code, level, description }: HsNode): HsNode => ({ code, level, description });

/** A keyword searches; without one, the sections or a parent's children are listed. */
export async function lookUpClassification(query: ClassificationQuery, lang: string): Promise<ClassificationView> {
  const client = provider();
  try {
    if (query.keyword !== undefined) {
      const results = await queryHsCode(client, { keyword: query.keyword, currentPage: query.page, pageSize: query.size }, lang);
      return { kind: "search", keyword: query.keyword, results };
    }
    const browse = { currentPage: query.page, pageSize: BROWSE_PAGE_SIZE };
    if (query.parent === undefined) return { kind: "sections", results: await queryHsCode(client, browse, lang) };
    // The parent's own detail names it and its ancestors, even on a page without children.
    const [results, parent] = await Promise.all([
      queryHsCode(client, { ...browse, parent: query.parent }, lang),
      queryHsCodeDetail(client, query.parent, lang),
    ]);
    return { kind: "children", trail: [...parent.path, nodeOf(parent)], results };
  } catch (error) {
    return { kind: "problem", problem: hsProblem(error) };
  }
}

export type DetailsView = { kind: "detail"; detail: HsCodeDetail } | { kind: "problem"; code: string; problem: HsProblem };

/** One code's detail; no code at all is a page that does not exist. */
export async function lookUpDetails(code: string | undefined, lang: string): Promise<DetailsView> {
  if (code === undefined) return { kind: "problem", code: "", problem: { status: 404, message: { key: "classification.details.missing" }, retryable: false } };
  try {
    return { kind: "detail", detail: await queryHsCodeDetail(provider(), code, lang) };
  } catch (error) {
    return { kind: "problem", code, problem: hsProblem(error) };
  }
}
