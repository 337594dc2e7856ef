import { useEffect } from "react";
import { useReturnFocus } from "~/jobs/use-return-focus";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { useDialogFetcher } from "~/ui/dialog-fetchers";

/** No refusals: one object, so a renderer that resets on new errors does not reset on every render. */
const NONE: Record<string, string> = {};

/**
 * A workflow dialog's form (starting a process, a task's step): its own fetcher, whose answer is
 * told and which closes the dialog once it went through, and each refused field's message in the
 * reader's language (`refused` holds them as answered, for a designed form's renderer, which words
 * its fields' own, by paths such as `items.0.sku`). Closed, it gives the focus back to its opener.
 */
export function useStepDialog(name: string, onClose: () => void) {
  useReturnFocus();
  const text = useMessageText();
  const fetcher = useDialogFetcher(name);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const refused = (fetcher.state === "idle" && fetcher.data?.fieldErrors) || NONE;
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  return { fetcher, error, refused };
}
