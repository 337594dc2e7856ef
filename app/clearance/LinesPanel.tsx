import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { formatHts } from "#contract/customs/identifiers";
import type { UsHtsLine } from "#contract/usa/hts-line";
import type { EntryEstimate } from "#contract/usa/shipment";
import { buttonCode, type Option } from "~/resources/define";
import { clearanceHtsLines } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { LabelledValues } from "~/ui/LabelledValues";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";
import { RecordTable, type RecordColumn } from "./RecordTable";

/**
 * The bond the entry needs (DOMAIN §1.7): the importer's continuous bond against its required
 * amount, or the single-transaction bond of this entry, in red when the entry is not covered.
 */
function BondLine({ bond }: { bond: EntryEstimate["bond"] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.bond.${key}`, values);
  const single = p(bond.singleBasis, { amount: money(bond.singleCents) });
  const continuous = bond.continuous;
  const [text, short] = continuous
    ? continuous.sufficiency === "sufficient"
      ? [p("continuousSufficient", { onFile: money(continuous.onFileCents ?? 0), required: money(continuous.requiredCents) }), false]
      : [p("continuousShort", { onFile: money(continuous.onFileCents ?? 0), required: money(continuous.requiredCents), single }), true]
    : bond.importerBondType === "single"
      ? [p("singleNeeded", { single }), false]
      : [p("noBond", { single }), true];
  return (
    <Text size="sm" mt="xs" c={short ? "red" : undefined} role={short ? "alert" : undefined} data-testid="entry-bond">
      {text}
    </Text>
  );
}

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
  const clamp = estimate.mpfInformal ? ` (${p("mpfInformal")})` : estimate.mpfClamped === "min" ? ` (${p("mpfMin")})` : estimate.mpfClamped === "max" ? ` (${p("mpfMax")})` : "";
  const schedule = estimate.feeSchedule;
  const figures: [string, string][] = [
    [p("enteredValue"), money(estimate.enteredValueCents)],
    [p("duty"), money(estimate.dutyCents)],
    [p("mpf"), `${money(estimate.mpfCents)}${clamp}`],
    [p("hmf"), money(estimate.hmfCents)],
    [p("total"), money(estimate.totalCents)],
  ];

  const columns: RecordColumn<UsHtsLine>[] = [
    { header: p("lineNo"), cell: (line) => line.lineNo },
    { header: f("htsCode"), cell: (line) => formatHts(line.htsCode), mono: true },
    { header: f("description"), cell: (line) => line.description },
    { header: f("originCountry"), cell: (line) => line.originCountry },
    { header: f("quantity"), cell: (line) => `${line.quantity} ${line.unit}` },
    { header: f("valueUsd"), cell: (line) => money(Math.round(Number(line.valueUsd) * 100)) },
    { header: f("adValorem"), cell: (line) => line.adValorem },
    { header: f("additional"), cell: (line) => line.additional ?? "—" },
    { header: p("lineDuty"), cell: (line) => (line.dutyCents === null || line.dutyCents === undefined ? "—" : money(line.dutyCents)) },
  ];

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm" data-testid="estimate">
        <Title order={3} size="h5" mb="xs">
          {p("estimate")}
        </Title>
        <LabelledValues items={figures} cols={{ base: 2, sm: 5 }} figures />
        <Text size="xs" c="dimmed" mt="xs" data-testid="fee-schedule">
          {p("schedule", { year: schedule.fiscalYear, source: schedule.source })}
          {/* A year whose notice is not loaded is estimated on the nearest schedule, and says so. */}
          {estimate.fiscalYear !== schedule.fiscalYear && ` · ${p("scheduleNotLoaded", { year: estimate.fiscalYear, used: schedule.fiscalYear })}`}
        </Text>
        <BondLine bond={estimate.bond} />
        {estimate.overInformalLimit && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {p("overInformalLimit")}
          </Text>
        )}
      </Card>
      <Group justify="flex-end">
        <Can code={buttonCode(clearanceHtsLines, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId, originCountry: "CN", unit: "PCS", adValorem: "Free" } })}>{p("addLine")}</Button>
        </Can>
      </Group>
      <RecordTable
        label={p("tabs.lines")}
        minWidth={960}
        resource={clearanceHtsLines}
        rows={lines}
        columns={columns}
        onEdit={(line) => setEditing({ record: line, preset: { shipmentId } })}
        onDelete={(line) => rows.ask(line.id)}
      />
      <EntityForm resource={clearanceHtsLines} target={editing} options={options} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
