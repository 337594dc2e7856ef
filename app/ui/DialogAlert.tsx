import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";

/**
 * A dialog action's refusal, kept inside the dialog beside what the user is doing: the toast
 * (SPEC §9) fades after 5 s and sits beneath an open dialog, the reason stays here until the
 * next attempt.
 */
export function DialogAlert({ fetcher }: { fetcher: { state: string; data?: ActionResult } }) {
  const text = useMessageText();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  if (!result || result.ok || !result.error || result.sessionExpired) return null;
  return (
    <Alert color={result.warning ? "yellow" : "red"} variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="dialog-refusal">
      {text(result.error)}
    </Alert>
  );
}
