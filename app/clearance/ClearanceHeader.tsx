import { Badge, Button, Card, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { UsShipment } from "#contract/usa/shipment";
import { entrySummaryDue } from "#contract/usa/working-days";
import type { EntryDeadlineState } from "#contract/usa/entry-deadline";
import { buttonCode } from "~/resources/define";
import { importClearance } from "~/resources/importClearance";
import { Can } from "~/ui/Can";
import { LabelledValues } from "~/ui/LabelledValues";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import type { Option } from "~/resources/define";
import { optionLabel } from "~/ui/options";
import { useRecordText } from "~/ui/record-text";

/** The entry deadline's states worth a badge: what is late or nearly so (19 CFR 142.2, 127.1). */
const ENTRY_BADGES: Partial<Record<EntryDeadlineState, string>> = { generalOrder: "red", dueSoon: "orange", filedLate: "yellow" };

/**
 * The shipment's file number, where it stands, and the facts a broker checks first, with the day
 * the entry is due once the goods arrived (15 calendar days) and the day the entry summary is due
 * once customs released it (10 working days, federal holidays out); "Edit"
 * opens the kit's form.
 */
export function ClearanceHeader({ shipment, options, release }: { shipment: UsShipment; options: Record<string, Option[]>; release: string | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const { field, choice } = useRecordText("importClearance");
  const sourced = (name: string, value: unknown) => optionLabel(options[name] ?? [], value) || "—";
  const facts: [string, string][] = [
    [field("importerId"), shipment.importerName ?? sourced("importerId", shipment.importerId)],
    [field("customerId"), sourced("customerId", shipment.customerId)],
    [field("mbl"), shipment.mbl ?? "—"],
    [field("hbl"), shipment.hbl ?? "—"],
    [field("carrierId"), sourced("carrierId", shipment.carrierId)],
    [`${field("vesselName")} / ${field("voyage")}`, [shipment.vesselName, shipment.voyage].filter(Boolean).join(" / ") || "—"],
    [field("portOfLadingId"), sourced("portOfLadingId", shipment.portOfLadingId)],
    [field("portOfUnladingId"), sourced("portOfUnladingId", shipment.portOfUnladingId)],
    [field("ladenOnBoard"), shipment.ladenOnBoard?.replace("T", " ") ?? "—"],
    [field("eta"), shipment.eta?.replace("T", " ") ?? "—"],
    [field("entryNumber"), `${shipment.entryNumber ?? "—"} · ${choice("entryType", shipment.entryType)}`],
    [`${field("fdaStatus")} / ${field("epaStatus")}`, `${choice("fdaStatus", shipment.fdaStatus)} / ${choice("epaStatus", shipment.epaStatus)}`],
    [field("lastFreeDay"), shipment.lastFreeDay ?? "—"],
    [field("containerNumbers"), shipment.containerNumbers || "—"],
    [t("resources.importClearance.page.entryDeadline"), shipment.entryDeadline ?? "—"],
    [t("resources.importClearance.page.summaryDue"), release ? entrySummaryDue(release) : "—"],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3">
              {shipment.fileNo}
            </Title>
            {shipment.stage && <Badge variant="light">{choice("stage", shipment.stage)}</Badge>}
            {shipment.isfLate && <Badge color="red">{t("resources.importClearance.page.isfLate")}</Badge>}
            {shipment.onHold && <Badge color="orange">{t("resources.importClearance.page.onHold")}</Badge>}
            {shipment.entryDeadlineState && ENTRY_BADGES[shipment.entryDeadlineState] && (
              <Badge color={ENTRY_BADGES[shipment.entryDeadlineState]} data-testid="entry-deadline-state">
                {t(`resources.importClearance.page.entryState.${shipment.entryDeadlineState}`)}
              </Badge>
            )}
          </Group>
          <Can code={buttonCode(importClearance, "update")}>
            <Button variant="default" onClick={() => setEditing({ record: shipment })}>
              {t("resources.importClearance.page.edit")}
            </Button>
          </Can>
        </Group>
        <LabelledValues items={facts} cols={{ base: 1, xs: 2, md: 3, xl: 4 }} />
      </Stack>
      <EntityForm resource={importClearance} target={editing} options={options} onClose={() => setEditing(null)} />
    </Card>
  );
}
