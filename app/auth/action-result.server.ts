import type { ActionResult } from "~/lib/action-result";
import { SessionExpiredError } from "~/provider/errors";
import { messageForError } from "./messages.server";

/** A failed provider call as a shell action's answer (SPEC §8). */
export function failure(error: unknown, options: { warning?: boolean } = {}): ActionResult {
  if (error instanceof SessionExpiredError) return { ok: false, sessionExpired: true, error: messageForError(error) };
  return { ok: false, error: messageForError(error), warning: options.warning };
}
