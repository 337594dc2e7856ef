import { Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UsCostLine, UsFxRate } from "#contract/usa/cost-line";
import { buttonCode, type Option } from "~/resources/define";
import { clearanceCostLines } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";

interface Props {
  shipmentId: string;
  costs: UsCostLine[];
  rates: UsFxRate[];
  options: Record<string, Option[]>;
  today: string;
}

/** The shipment's cost lines, with totals per currency and in USD at each line's rate. */
export function CostsPanel({ shipmentId, costs, rates, options, today }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const rows = useDeleteRow(clearanceCostLines.name);
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.${key}`, values);
  const f = (field: string) => t(`resources.clearanceCostLines.fields.${field}`);
  const byCurrency = new Map<string, number>();
  for (const cost of costs) byCurrency.set(cost.currency, (byCurrency.get(cost.currency) ?? 0) + cost.amountCents);
  const totalUsd = costs.reduce((sum, cost) => sum + cost.amountUsdCents, 0);
  const usd = rates.find((r) => r.currency === "USD");

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {rates.map((r) => `${r.currency} ${r.usdPerUnit}`).join(" · ")} {rates[0] ? `(${rates[0].rateDate}, ${rates[0].source})` : ""}
        </Text>
        <Can code={buttonCode(clearanceCostLines, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId, currency: "USD", exchangeRate: usd?.usdPerUnit ?? "1", rateDate: usd?.rateDate ?? today, quantity: 1, settlementObject: "customer" } })}>
            {p("addCost")}
          </Button>
        </Can>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={p("tabs.costs")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{f("costName")}</Table.Th>
              <Table.Th>{f("unitPrice")}</Table.Th>
              <Table.Th>{f("quantity")}</Table.Th>
              <Table.Th>{p("amount")}</Table.Th>
              <Table.Th>{f("exchangeRate")}</Table.Th>
              <Table.Th>{p("amountUsd")}</Table.Th>
              <Table.Th>{f("settlementObject")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {costs.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{p("none")}</Table.Td>
              </Table.Tr>
            )}
            {costs.map((cost) => (
              <Table.Tr key={cost.id}>
                <Table.Td>{cost.costName}</Table.Td>
                <Table.Td>{`${cost.unitPrice} ${cost.currency}`}</Table.Td>
                <Table.Td>{cost.quantity}</Table.Td>
                <Table.Td>{money(cost.amountCents, cost.currency)}</Table.Td>
                <Table.Td>{`${cost.exchangeRate} (${cost.rateDate})`}</Table.Td>
                <Table.Td>{money(cost.amountUsdCents)}</Table.Td>
                <Table.Td>{t(`resources.clearanceCostLines.options.settlementObject.${cost.settlementObject}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Can code={buttonCode(clearanceCostLines, "update")}>
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ record: cost, preset: { shipmentId } })}>
                        {p("editRow")}
                      </Button>
                    </Can>
                    <Can code={buttonCode(clearanceCostLines, "delete")}>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => rows.ask(cost.id)}>
                        {p("delete")}
                      </Button>
                    </Can>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Card withBorder padding="sm" data-testid="cost-totals">
        <Group gap="xl" wrap="wrap">
          {[...byCurrency.entries()].map(([currency, cents]) => (
            <div key={currency}>
              <Text size="xs" c="dimmed">
                {p("totalIn", { currency })}
              </Text>
              <Text fw={600}>{money(cents, currency)}</Text>
            </div>
          ))}
          <div>
            <Text size="xs" c="dimmed">
              {p("totalUsd")}
            </Text>
            <Text fw={700}>{money(totalUsd)}</Text>
          </div>
        </Group>
      </Card>
      <EntityForm resource={clearanceCostLines} target={editing} options={options} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
