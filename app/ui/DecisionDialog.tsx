import { Modal, SegmentedControl, Stack, Textarea } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "./DialogAlert";
import { DialogButtons } from "./DialogButtons";
import { useDialogFetcher } from "./dialog-fetchers";

/** One side of a decision: the value the form sends, and its words. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A reviewer's decision on one record: yes, or no with the reason its owner will read (asked
 * for only then). The form posts `intent`, `id`, the decision under `field` and the reason under
 * `reason.name`; the dialog closes once the action answers ok.
 */
export function DecisionDialog({
  name,
  title,
  intent,
  id,
  field,
  yes,
  no,
  reason,
  subject,
  onClose,
}: {
  name: string;
  title: string;
  intent: string;
  id: string;
  field: string;
  yes: Choice;
  no: Choice;
  reason: { name: string; label: string };
  subject: ReactNode;
  onClose: () => void;
}) {
  const text = useMessageText();
  const fetcher = useDialogFetcher(name);
  const [decision, setDecision] = useState(yes.value);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const reasonError = fetcher.data?.fieldErrors?.[reason.name];
  const refusing = decision === no.value;
  return (
    <Modal opened onClose={onClose} title={title}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name={field} value={decision} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          {subject}
          <SegmentedControl value={decision} onChange={setDecision} data={[yes, no]} />
          {refusing && <Textarea name={reason.name} label={reason.label} required maxLength={255} autosize minRows={2} error={reasonError ? text({ text: reasonError }) : undefined} />}
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} color={refusing ? "red" : "blue"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
