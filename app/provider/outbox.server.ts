import { pageSchema, type Page } from "#contract/envelope";
import { OUTBOX_CHANNELS, type OutboxMessage, type OutboxQuery, outboxMessageSchema } from "#contract/outbox";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/** The simulated SMS and e-mail of the administrator's tenant, newest first, one page. */
export function queryOutbox(client: ProviderClient, token: string, query: OutboxQuery): Promise<Page<OutboxMessage>> {
  return client.data({
    method: "GET",
    path: paths.admin.queryOutbox,
    token,
    query: { ...query },
    schema: pageSchema(outboxMessageSchema),
  });
}

export const OUTBOX_PAGE_SIZE = 20;

/**
 * The screen's filters from its URL: a bad page number means page 1, an unknown channel or a
 * blank recipient means no filter, so any typed URL still shows a page.
 */
export function readOutboxQuery(search: URLSearchParams): OutboxQuery {
  const page = Number(search.get("page"));
  const channel = search.get("channel");
  const to = search.get("to")?.trim().slice(0, 100);
  return {
    currentPage: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: OUTBOX_PAGE_SIZE,
    channel: OUTBOX_CHANNELS.find((known) => known === channel),
    to: to || undefined,
  };
}
