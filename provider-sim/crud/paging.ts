import { z } from "zod";
import { pageQuerySchema } from "../../contract/envelope";
import { resourceMessages as m } from "../../contract/admin/resource";

/** Largest page a resource query answers, and the furthest page it may be asked for. */
export const MAX_PAGE_SIZE = 1000;
export const MAX_CURRENT_PAGE = 1_000_000;

/**
 * The paging part of every resource query: bounded, so a huge page or offset is refused (HTTP
 * 400) rather than scanned.
 */
export const boundedPageSchema = pageQuerySchema.extend({
  currentPage: z.coerce.number().int().min(1).max(MAX_CURRENT_PAGE, m.pageOutOfRange).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, m.pageTooLarge).default(10),
});
