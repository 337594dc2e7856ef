import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatHts } from "#contract/customs/identifiers";
import type { UsHtsLine } from "#contract/usa/hts-line";
import type { EntryEstimate } from "#contract/usa/shipment";
import { buttonCode, type Option } from "~/resources/define";
import { clearanceHtsLines } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";

interface Props {
  shipmentId: string;
  lines: UsHtsLine[];
  estimate: EntryEstimate;
  options: Record<string, Option[]>;
}

/** The entry's HTS lines, and the duty, MPF and HMF they come to (DOMAIN §1.12), with the fee schedule it used. */
export function LinesPanel({ shipmentId, lines, estimate, options }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const rows = useDeleteRow(clearanceHtsLines.name);
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.${key}`, values);
  const f = (field: string) => t(`resources.clearanceHtsLines.fields.${field}`);
  const clamp = estimate.mpfClamped === "min" ? ` (${p("mpfMin")})` : estimate.mpfClamped === "max" ? ` (${p("mpfMax")})` : "";
  const figures: [string, string][] = [
    [p("enteredValue"), money(estimate.enteredValueCents)],
    [p("duty"), money(estimate.dutyCents)],
    [p("mpf"), `${money(estimate.mpfCents)}${clamp}`],
    [p("hmf"), money(estimate.hmfCents)],
    [p("total"), money(estimate.totalCents)],
  ];

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm" data-testid="estimate">
        <Title order={3} size="h5" mb="xs">
          {p("estimate")}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {figures.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {p("schedule", { year: estimate.feeSchedule.fiscalYear, source: estimate.feeSchedule.source })}
        </Text>
      </Card>
      <Group justify="flex-end">
        <Can code={buttonCode(clearanceHtsLines, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId, originCountry: "CN", unit: "PCS", adValorem: "Free" } })}>{p("addLine")}</Button>
        </Can>
      </Group>
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover aria-label={p("tabs.lines")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{p("lineNo")}</Table.Th>
              <Table.Th>{f("htsCode")}</Table.Th>
              <Table.Th>{f("description")}</Table.Th>
              <Table.Th>{f("originCountry")}</Table.Th>
              <Table.Th>{f("quantity")}</Table.Th>
              <Table.Th>{f("valueUsd")}</Table.Th>
              <Table.Th>{f("adValorem")}</Table.Th>
              <Table.Th>{f("additional")}</Table.Th>
              <Table.Th>{p("lineDuty")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={10}>{p("none")}</Table.Td>
              </Table.Tr>
            )}
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.lineNo}</Table.Td>
                <Table.Td ff="monospace">{formatHts(line.htsCode)}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td>{line.originCountry}</Table.Td>
                <Table.Td>{`${line.quantity} ${line.unit}`}</Table.Td>
                <Table.Td>{money(Math.round(Number(line.valueUsd) * 100))}</Table.Td>
                <Table.Td>{line.adValorem}</Table.Td>
                <Table.Td>{line.additional ?? "—"}</Table.Td>
                <Table.Td>{line.dutyCents === null || line.dutyCents === undefined ? "—" : money(line.dutyCents)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Can code={buttonCode(clearanceHtsLines, "update")}>
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ record: line, preset: { shipmentId } })}>
                        {p("editRow")}
                      </Button>
                    </Can>
                    <Can code={buttonCode(clearanceHtsLines, "delete")}>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => rows.ask(line.id)}>
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
      <EntityForm resource={clearanceHtsLines} target={editing} options={options} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
