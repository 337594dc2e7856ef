import { Text } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DecisionDialog } from "~/ui/DecisionDialog";

/** The operator's decision on one recharge: confirm (the member's balance is credited) or reject with the reason the member reads. */
export function AuditRechargeDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  const word = (key: string) => t(`resources.RechargeInfo.${key}`);
  const subject = (
    <>
      <Text fw={600} data-testid="recharge-subject">
        {String(record.memberName ?? "")} · {String(record.amountText ?? "")}
      </Text>
      <Text size="sm" c="dimmed">
        {word("fields.transferReference")}: {String(record.transferReference ?? "")}
      </Text>
    </>
  );
  return (
    <DecisionDialog
      name="recharge-audit"
      title={word("actions.audit")}
      intent="audit"
      id={String(record.id)}
      field="decision"
      yes={{ value: "confirm", label: word("decision.confirm") }}
      no={{ value: "reject", label: word("decision.reject") }}
      reason={{ name: "reason", label: word("fields.rejectReason") }}
      subject={subject}
      onClose={onClose}
    />
  );
}
