import { Table, Text } from "@mantine/core";
import type { Clearing } from "#contract/business/billing";
import { useTranslation } from "~/i18n/react";

/** Per member and currency: what is open, overdue and settled, beside the balance it can be settled from. */
export function ClearingSummary({ rows }: { rows: Clearing[] }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`resources.ClearingCenter.summary.${key}`);
  if (rows.length === 0) return <Text c="dimmed">{text("empty")}</Text>;
  const sum = (amount: string, n: number) => (n > 0 ? `${amount} (${n})` : amount);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder data-testid="clearing-summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text("member")}</Table.Th>
            <Table.Th>{text("currency")}</Table.Th>
            <Table.Th ta="right">{text("open")}</Table.Th>
            <Table.Th ta="right">{text("overdue")}</Table.Th>
            <Table.Th ta="right">{text("settled")}</Table.Th>
            <Table.Th ta="right">{text("balance")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.memberName}</Table.Td>
              <Table.Td>{row.currency}</Table.Td>
              <Table.Td ta="right">{sum(row.open, row.openCount)}</Table.Td>
              <Table.Td ta="right" c={row.overdueCount > 0 ? "red.9" : undefined} fw={row.overdueCount > 0 ? 600 : undefined}>
                {sum(row.overdue, row.overdueCount)}
              </Table.Td>
              <Table.Td ta="right">{sum(row.settled, row.settledCount)}</Table.Td>
              <Table.Td ta="right">{row.balance}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
