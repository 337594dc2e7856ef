import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { demurrageAndDetention } from "#contract/customs/charges";
import type { UsContainer } from "#contract/usa/container";
import type { UsMilestone } from "#contract/usa/milestone";
import { DEFAULT_DEMURRAGE_PER_DAY_CENTS, DEFAULT_DETENTION_FREE_DAYS, DEFAULT_DETENTION_PER_DAY_CENTS, type UsShipment } from "#contract/usa/shipment";
import { buttonCode } from "~/resources/define";
import { clearanceContainers } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";
import { RecordTable, type RecordColumn } from "./RecordTable";

interface Props {
  shipment: UsShipment;
  containers: UsContainer[];
  milestones: UsMilestone[];
  today: string;
}

/** The shipment's containers, each with its demurrage (LFD to outgate) and detention (outgate to empty return) so far. */
export function ContainersPanel({ shipment, containers, milestones, today }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const rows = useDeleteRow(clearanceContainers.name);
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.${key}`, values);
  const f = (field: string) => t(`resources.clearanceContainers.fields.${field}`);
  const tariff = {
    detentionFreeDays: shipment.detentionFreeDays ?? DEFAULT_DETENTION_FREE_DAYS,
    demurragePerDayCents: shipment.demurragePerDayCents ?? DEFAULT_DEMURRAGE_PER_DAY_CENTS,
    detentionPerDayCents: shipment.detentionPerDayCents ?? DEFAULT_DETENTION_PER_DAY_CENTS,
  };
  const at = (containerId: string, milestone: string) => milestones.find((m) => m.containerId === containerId && m.milestone === milestone)?.at ?? null;
  const days = (count: number, accruing: boolean) => `${p("days", { count })}${accruing ? ` · ${p("accruing")}` : ""}`;
  const ddOf = (c: UsContainer) => demurrageAndDetention({ lastFreeDay: at(c.id, "lastFreeDay"), outgate: at(c.id, "outgate"), ingate: at(c.id, "ingate"), today, ...tariff });
  const columns: RecordColumn<UsContainer>[] = [
    { header: f("containerNumber"), cell: (c) => c.containerNumber, mono: true },
    { header: f("sizeType"), cell: (c) => t(`resources.clearanceContainers.options.sizeType.${c.sizeType}`) },
    { header: f("sealNumber"), cell: (c) => c.sealNumber ?? "—" },
    { header: p("milestones.lastFreeDay"), cell: (c) => at(c.id, "lastFreeDay") ?? "—" },
    { header: p("milestones.outgate"), cell: (c) => at(c.id, "outgate")?.replace("T", " ") ?? "—" },
    { header: p("milestones.ingate"), cell: (c) => at(c.id, "ingate")?.replace("T", " ") ?? "—" },
    {
      header: p("demurrage"),
      testId: "demurrage",
      cell: (c) => {
        const dd = ddOf(c);
        return dd.demurrageDays > 0 ? `${money(dd.demurrageCents)} (${days(dd.demurrageDays, dd.accruing === "demurrage")})` : "—";
      },
    },
    {
      header: p("detention"),
      testId: "detention",
      cell: (c) => {
        const dd = ddOf(c);
        return dd.detentionDays > 0 ? `${money(dd.detentionCents)} (${days(dd.detentionDays, dd.accruing === "detention")})` : "—";
      },
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {p("dd")}: {p("tariff", { free: tariff.detentionFreeDays, demurrage: money(tariff.demurragePerDayCents), detention: money(tariff.detentionPerDayCents) })}
        </Text>
        <Can code={buttonCode(clearanceContainers, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId: shipment.id, sizeType: "45G1" } })}>{p("addContainer")}</Button>
        </Can>
      </Group>
      <RecordTable
        label={p("tabs.containers")}
        testId="containers"
        minWidth={900}
        resource={clearanceContainers}
        rows={containers}
        columns={columns}
        onEdit={(c) => setEditing({ record: c, preset: { shipmentId: shipment.id } })}
        onDelete={(c) => rows.ask(c.id)}
      />
      <EntityForm resource={clearanceContainers} target={editing} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
