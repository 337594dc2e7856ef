import { Table } from "@mantine/core";
import { timeText } from "#contract/time-text";
import type { HistoryStep } from "#contract/workflow/instance";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";

const T = "resources.processModel.history";

/** Every step of an instance, oldest first: where, what, who (and whom), and the comment said. */
export function InstanceHistory({ steps }: { steps: HistoryStep[] }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${T}.when`)}</Table.Th>
            <Table.Th>{t(`${T}.step`)}</Table.Th>
            <Table.Th>{t(`${T}.action`)}</Table.Th>
            <Table.Th>{t(`${T}.who`)}</Table.Th>
            <Table.Th>{t(`${T}.comment`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step) => (
            <Table.Tr key={step.id}>
              <Table.Td>{step.createTime ? timeText(step.createTime, zone) : ""}</Table.Td>
              <Table.Td>{step.activityName ?? step.activityId ?? ""}</Table.Td>
              <Table.Td>{t(`${T}.actions.${step.action}`)}</Table.Td>
              <Table.Td>
                {step.username ?? ""}
                {step.targetUserName ? ` → ${step.targetUserName}` : ""}
              </Table.Td>
              <Table.Td>{step.comment ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
