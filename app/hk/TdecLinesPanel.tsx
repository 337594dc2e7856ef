import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { amountText } from "#contract/money";
import type { HkCargo } from "#contract/hk/cargo";
import type { HkTdec, HkTdecLine } from "#contract/hk/tdec";
import { RecordTable, type RecordColumn } from "~/clearance/RecordTable";
import { useDeleteRow } from "~/clearance/parts";
import { buttonCode, type Option } from "~/resources/define";
import { hkTdecLines } from "~/resources/hk-tdec";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { isDraft } from "./TdecHeader";
import { LinePicker } from "~/ui/LinePicker";

interface Props {
  tdec: HkTdec;
  lines: HkTdecLine[];
  cargo: HkCargo[];
  options: Record<string, Option[]>;
}

/** A cargo item's unit value (text, 2 places) times a quantity, in HKD cents; none for another currency. */
function cargoValue(item: HkCargo, quantity: number): string {
  if (!item.unitValue || item.currency !== "HKD") return "";
  const [whole, fraction = ""] = item.unitValue.split(".");
  return amountText((Number(whole) * 100 + Number(fraction.padEnd(2, "0"))) * quantity);
}

/**
 * The declaration's goods lines: HKHS code, description, quantity and unit, value in HKD and the
 * country. A line comes from the tenant's cargo list (code, unit, country and value filled in) or by hand.
 */
export function TdecLinesPanel({ tdec, lines, cargo, options }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const rows = useDeleteRow(hkTdecLines.name);
  const p = (key: string) => t(`resources.hongKongCustomsDeclaration.page.${key}`);
  const f = (field: string) => t(`resources.hkTdecLines.fields.${field}`);
  const base = { tdecId: tdec.id, quantity: 1, country: "CN" };

  const fromCargo = (id: string | null) => {
    const item = cargo.find((c) => c.id === id);
    if (!item) return;
    setPicking(null);
    setEditing({
      preset: { ...base, cargoId: item.id, hkhsCode: item.hkhsCode, description: item.description, unit: item.unit, value: cargoValue(item, 1), country: tdec.kind === "import" ? item.originCountry : "CN" },
    });
  };

  const columns: RecordColumn<HkTdecLine>[] = [
    { header: p("lineNo"), cell: (line) => line.lineNo },
    { header: f("hkhsCode"), cell: (line) => line.hkhsCode ?? "—", mono: true, testId: "line-hkhs" },
    { header: f("description"), cell: (line) => line.description },
    { header: f("quantity"), cell: (line) => `${line.quantity} ${line.unit}` },
    { header: f("value"), cell: (line) => line.value },
    { header: f("country"), cell: (line) => line.country },
  ];

  return (
    <Stack gap="sm">
      {isDraft(tdec) && (
        <LinePicker
          code={buttonCode(hkTdecLines, "add")}
          label={p("chooseCargo")}
          placeholder={cargo.length === 0 ? p("noCargo") : p("fromCargo")}
          options={cargo.map((c) => ({ value: c.id, label: `${c.description} · ${c.hkhsCode}` }))}
          value={picking}
          onPick={fromCargo}
          addLabel={p("addLine")}
          onAdd={() => setEditing({ preset: base })}
        />
      )}
      <RecordTable
        label={p("lines")}
        minWidth={760}
        resource={hkTdecLines}
        rows={lines}
        columns={columns}
        textsOf="hongKongCustomsDeclaration"
        locked={!isDraft(tdec)}
        testId="tdec-lines"
        onEdit={(line) => setEditing({ record: line, preset: { tdecId: tdec.id } })}
        onDelete={(line) => rows.ask(line.id)}
      />
      <EntityForm resource={hkTdecLines} target={editing} options={options} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}
