import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText, type UserMessage } from "~/lib/messages";

/**
 * A dialog action's refusal, kept inside the dialog beside what the user is doing: the toast
 * (SPEC §9) fades after 5 s and sits beneath an open dialog, the reason stays here until the
 * next attempt. A refusal about one field is shown under that field instead; `refusal` is one
 * the dialog's own fields cannot show (a rule of the whole record).
 */
export function DialogAlert({ fetcher, refusal }: { fetcher: { state: string; data?: ActionResult }; refusal?: UserMessage }) {
  const text = useMessageText();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result && !result.ok && result.error && !result.sessionExpired ? result : undefined;
  const message = failed?.error ?? refusal;
  if (!message) return null;
  return (
    <Alert color={failed?.warning ? "yellow" : "red"} variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="dialog-refusal">
      {text(message)}
    </Alert>
  );
}
