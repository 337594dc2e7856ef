import type { UserMessage } from "./messages";

/** What a shell action (dialog form) answers; the shell turns it into toasts and dialogs. */
export interface ActionResult {
  ok: boolean;
  /** Success message: shown 2 s (SPEC §9). */
  success?: UserMessage;
  /** Failure message: shown 5 s, or 2 s as a warning where SPEC says so. */
  error?: UserMessage;
  warning?: boolean;
  fieldErrors?: Record<string, string>;
  /** SPEC §8 codes 50008/50012/50014 or a dead token: the re-login dialog opens. */
  sessionExpired?: boolean;
}
