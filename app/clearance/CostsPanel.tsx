import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { UsCostLine, UsFxRate } from "#contract/usa/cost-line";
import { buttonCode, type Option } from "~/resources/define";
import { clearanceCostLines } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";
import { RecordTable, type RecordColumn } from "./RecordTable";

interface Props {
  shipmentId: string;
  costs: UsCostLine[];
  rates: UsFxRate[];
  options: Record<string, Option[]>;
}

/** The shipment's cost lines, with totals per currency and in USD at each line's rate. */
export function CostsPanel({ shipmentId, costs, rates, options }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const rows = useDeleteRow(clearanceCostLines.name);
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.${key}`, values);
  const f = (field: string) => t(`resources.clearanceCostLines.fields.${field}`);
  const byCurrency = new Map<string, number>();
  for (const cost of costs) byCurrency.set(cost.currency, (byCurrency.get(cost.currency) ?? 0) + cost.amountCents);
  const totalUsd = costs.reduce((sum, cost) => sum + cost.amountUsdCents, 0);
  const columns: RecordColumn<UsCostLine>[] = [
    { header: f("costName"), cell: (cost) => cost.costName },
    { header: f("unitPrice"), cell: (cost) => `${cost.unitPrice} ${cost.currency}` },
    { header: f("quantity"), cell: (cost) => cost.quantity },
    { header: p("amount"), cell: (cost) => money(cost.amountCents, cost.currency) },
    { header: f("exchangeRate"), cell: (cost) => `${cost.exchangeRate} (${cost.rateDate})` },
    { header: p("amountUsd"), cell: (cost) => money(cost.amountUsdCents) },
    { header: f("settlementObject"), cell: (cost) => t(`resources.clearanceCostLines.options.settlementObject.${cost.settlementObject}`) },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {rates.map((r) => `${r.currency} ${r.usdPerUnit}`).join(" · ")} {rates[0] ? `(${rates[0].rateDate}, ${rates[0].source})` : ""}
        </Text>
        <Can code={buttonCode(clearanceCostLines, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId, currency: "USD", quantity: 1, settlementObject: "customer" } })}>
            {p("addCost")}
          </Button>
        </Can>
      </Group>
      <RecordTable
        label={p("tabs.costs")}
        minWidth={900}
        resource={clearanceCostLines}
        rows={costs}
        columns={columns}
        onEdit={(cost) => setEditing({ record: cost, preset: { shipmentId } })}
        onDelete={(cost) => rows.ask(cost.id)}
      />
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
