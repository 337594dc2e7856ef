import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";

/** The operator's decision on one recharge: confirm (the member's balance is credited) or reject with the reason the member reads. */
export function AuditRechargeDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("recharge-audit");
  const [decision, setDecision] = useState<"confirm" | "reject">("confirm");
  const record = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const reasonError = fetcher.data?.fieldErrors?.reason;
  const word = (key: string) => t(`resources.RechargeInfo.${key}`);
  return (
    <Modal opened onClose={onClose} title={word("actions.audit")}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="audit" />
        <input type="hidden" name="id" value={record.id} />
        <input type="hidden" name="decision" value={decision} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text fw={600} data-testid="recharge-subject">
            {String(record.memberName ?? "")} · {String(record.amountText ?? "")}
          </Text>
          <Text size="sm" c="dimmed">
            {word("fields.transferReference")}: {String(record.transferReference ?? "")}
          </Text>
          <SegmentedControl
            value={decision}
            onChange={(value) => setDecision(value as typeof decision)}
            data={[
              { value: "confirm", label: word("decision.confirm") },
              { value: "reject", label: word("decision.reject") },
            ]}
          />
          {decision === "reject" && <Textarea name="reason" label={word("fields.rejectReason")} required maxLength={255} autosize minRows={2} error={reasonError ? text({ text: reasonError }) : undefined} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" color={decision === "reject" ? "red" : "blue"} loading={fetcher.state !== "idle"}>
              {t("kit.confirm")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
