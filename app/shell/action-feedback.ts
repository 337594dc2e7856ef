import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import type { ActionResult } from "~/lib/action-result";
import { ERROR_TOAST_MS, SUCCESS_MESSAGE_MS } from "~/lib/constants";
import { useMessageText } from "~/lib/messages";
import { signalSessionExpired } from "./session-expired";

/**
 * Turns a shell action's answer into what SPEC §8/§9 ask: errors as 5 s toasts, success
 * messages 2 s, warnings 2 s, and the re-login dialog for an expired session. A dialog that
 * shows its refusals itself (DialogAlert) passes `inDialog`: the reason stays beside the form
 * instead of a toast that an open dialog's overlay covers.
 */
export function useActionFeedback(result: ActionResult | undefined, { inDialog = false }: { inDialog?: boolean } = {}) {
  const text = useMessageText();
  useEffect(() => {
    if (!result) return;
    if (result.sessionExpired) {
      signalSessionExpired();
      return;
    }
    if (result.success) {
      notifications.show({ color: "green", message: text(result.success), autoClose: SUCCESS_MESSAGE_MS });
    } else if (result.error && !inDialog) {
      notifications.show({
        color: result.warning ? "yellow" : "red",
        message: text(result.error),
        autoClose: result.warning ? SUCCESS_MESSAGE_MS : ERROR_TOAST_MS,
      });
    }
    // One answer object is shown once; `text` changes only with the language.
  }, [result]);
}
