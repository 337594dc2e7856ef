import { useEffect } from "react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { useDialogFetcher } from "~/ui/dialog-fetchers";

/**
 * A workflow dialog's form (starting a process, a task's step): its own fetcher, whose answer is
 * told and which closes the dialog once it went through, and each refused field's message in the
 * reader's language.
 */
export function useStepDialog(name: string, onClose: () => void) {
  const text = useMessageText();
  const fetcher = useDialogFetcher(name);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const refused = fetcher.state === "idle" ? (fetcher.data?.fieldErrors ?? {}) : {};
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  return { fetcher, error };
}
