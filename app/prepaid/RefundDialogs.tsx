import { Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

/** One refund step's form: approve or reject with a reason (`audit`), or the transfer's reference (`pay`). */
function RefundStepDialog({ records, onClose, intent }: ResourceDialogProps & { intent: "audit" | "pay" }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher(`refund-${intent}`);
  const [decision, setDecision] = useState<"approve" | "reject">("approve");
  const record = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const error = (field: string) => (errors[field] ? text({ text: errors[field] }) : undefined);
  const word = (key: string) => t(`resources.RechargeFlowBack.${key}`);
  const step = intent === "pay" ? "pay" : decision;
  return (
    <Modal opened onClose={onClose} title={word(`actions.${intent}`)}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={record.id} />
        <input type="hidden" name="step" value={step} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text fw={600}>
            {String(record.memberName ?? "")} · {String(record.amountText ?? "")}
          </Text>
          <Text size="sm" c="dimmed">
            {String(record.bankAccountText ?? "")}
          </Text>
          {intent === "audit" && (
            <SegmentedControl
              value={decision}
              onChange={(value) => setDecision(value as typeof decision)}
              data={[
                { value: "approve", label: word("decision.approve") },
                { value: "reject", label: word("decision.reject") },
              ]}
            />
          )}
          {step === "reject" && <Textarea name="reason" label={word("fields.rejectReason")} required maxLength={255} autosize minRows={2} error={error("reason")} />}
          {step === "pay" && <TextInput name="transferReference" label={word("fields.transferReference")} required maxLength={64} error={error("transferReference")} />}
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} color={step === "reject" ? "red" : "blue"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

export const AuditRefundDialog = (props: ResourceDialogProps) => <RefundStepDialog {...props} intent="audit" />;
export const PayRefundDialog = (props: ResourceDialogProps) => <RefundStepDialog {...props} intent="pay" />;
