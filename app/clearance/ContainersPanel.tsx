import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { demurrageAndDetention } from "#contract/customs/charges";
import type { UsContainer } from "#contract/usa/container";
import type { UsMilestone } from "#contract/usa/milestone";
import { DEFAULT_DEMURRAGE_PER_DAY_CENTS, DEFAULT_DETENTION_FREE_DAYS, DEFAULT_DETENTION_PER_DAY_CENTS, type UsShipment } from "#contract/usa/shipment";
import { buttonCode } from "~/resources/define";
import { clearanceContainers } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { useDeleteRow, useMoney } from "./parts";

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

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {p("dd")}: {p("tariff", { free: tariff.detentionFreeDays, demurrage: money(tariff.demurragePerDayCents), detention: money(tariff.detentionPerDayCents) })}
        </Text>
        <Can code={buttonCode(clearanceContainers, "add")}>
          <Button onClick={() => setEditing({ preset: { shipmentId: shipment.id, sizeType: "45G1", grossWeightKg: 0, packages: 0 } })}>{p("addContainer")}</Button>
        </Can>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={p("tabs.containers")} data-testid="containers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{f("containerNumber")}</Table.Th>
              <Table.Th>{f("sizeType")}</Table.Th>
              <Table.Th>{f("sealNumber")}</Table.Th>
              <Table.Th>{p("milestones.lastFreeDay")}</Table.Th>
              <Table.Th>{p("milestones.outgate")}</Table.Th>
              <Table.Th>{p("milestones.ingate")}</Table.Th>
              <Table.Th>{p("demurrage")}</Table.Th>
              <Table.Th>{p("detention")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {containers.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={9}>{p("none")}</Table.Td>
              </Table.Tr>
            )}
            {containers.map((c) => {
              const dd = demurrageAndDetention({ lastFreeDay: at(c.id, "lastFreeDay"), outgate: at(c.id, "outgate"), ingate: at(c.id, "ingate"), today, ...tariff });
              return (
                <Table.Tr key={c.id}>
                  <Table.Td ff="monospace">{c.containerNumber}</Table.Td>
                  <Table.Td>{t(`resources.clearanceContainers.options.sizeType.${c.sizeType}`)}</Table.Td>
                  <Table.Td>{c.sealNumber ?? "—"}</Table.Td>
                  <Table.Td>{at(c.id, "lastFreeDay") ?? "—"}</Table.Td>
                  <Table.Td>{at(c.id, "outgate")?.replace("T", " ") ?? "—"}</Table.Td>
                  <Table.Td>{at(c.id, "ingate")?.replace("T", " ") ?? "—"}</Table.Td>
                  <Table.Td data-testid="demurrage">{dd.demurrageDays > 0 ? `${money(dd.demurrageCents)} (${days(dd.demurrageDays, dd.accruing === "demurrage")})` : "—"}</Table.Td>
                  <Table.Td data-testid="detention">{dd.detentionDays > 0 ? `${money(dd.detentionCents)} (${days(dd.detentionDays, dd.accruing === "detention")})` : "—"}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Can code={buttonCode(clearanceContainers, "update")}>
                        <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ record: c, preset: { shipmentId: shipment.id } })}>
                          {p("editRow")}
                        </Button>
                      </Can>
                      <Can code={buttonCode(clearanceContainers, "delete")}>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => rows.ask(c.id)}>
                          {p("delete")}
                        </Button>
                      </Can>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EntityForm resource={clearanceContainers} target={editing} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
