import { json } from "@remix-run/node";
import { idSchema } from "#contract/envelope";
import { failure } from "~/auth/action-result.server";
import { isOutage, messageForError } from "~/auth/messages.server";
import type { ActionResult } from "~/lib/action-result";
import { isRecordUnknown, ProviderError } from "./errors";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * Loads what a record's page (or its printed form) shows. A record the provider does not know
 * for this tenant (unknown, deleted, another tenant's) is the 404 page; an outage is the 503
 * page, as the guard answers it. Anything else is a fault.
 */
export async function loadingRecord<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isRecordUnknown(error)) throw notFound();
    if (isOutage(error)) throw new Response(JSON.stringify(messageForError(error)), { status: 503, headers: { "Content-Type": "application/json" } });
    throw error;
  }
}

/** A record's page by the id in its URL: an id that cannot exist has no page, before any call. */
export function recordPage<T>(id: string | undefined, load: (id: string) => Promise<T>): Promise<T> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  return loadingRecord(() => load(parsed.data));
}

/** What an action on a record answers when the id in its URL cannot exist. */
export const RECORD_UNKNOWN_RESULT: ActionResult = { ok: false, error: { key: "kit.errors.recordUnknown" } };

/**
 * Runs an action of a record's page. An id that cannot exist is refused before any call, and a
 * provider's refusal on the way (the record unknown to this tenant included) is a refusal the
 * page shows in the user's words: an action on someone else's record is never a fault.
 */
export async function recordAction<T>(id: string | undefined, act: (id: string) => Promise<T>) {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return json(RECORD_UNKNOWN_RESULT, { status: 404 });
  try {
    return await act(parsed.data);
  } catch (error) {
    if (error instanceof ProviderError) return json(failure(error), { status: isRecordUnknown(error) ? 404 : 200 });
    throw error;
  }
}
