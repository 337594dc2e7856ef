import { centsOf } from "#contract/money";
import { Badge, Card, Select, Stack, Title, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { elementCount, filledElementCount, lineProblemFields, lineUnitProblems, MILLI_SHAPE, milliOf, type Declaration, type DeclarationChecks, type DeclarationLine, type StatutoryUnits } from "#contract/customs/declaration";
import type { CustomsGoods } from "#contract/customs/goods";
import { RecordTable, type RecordColumn } from "~/clearance/RecordTable";
import { useDeleteRow, useMoney } from "~/clearance/parts";
import { buttonCode, type Option } from "~/resources/define";
import { declarationLines } from "~/resources/declaration";
import { LabelledValues } from "~/ui/LabelledValues";
import { EntityForm, type EntityFormTarget, type FieldInputs } from "~/ui/EntityForm";
import { isEditable } from "./DeclarationHeader";
import { LinePicker } from "~/ui/LinePicker";

interface Props {
  declaration: Declaration;
  lines: DeclarationLine[];
  checks: DeclarationChecks | null;
  goods: CustomsGoods[];
  /** The statutory units of the goods' China codes, for a line added from goods. */
  goodsUnits: Record<string, StatutoryUnits>;
  options: Record<string, Option[]>;
}

/**
 * The declaration's goods lines: code, quantities in the statutory units, price and total,
 * origin and destination, and how many of the code's declaration elements each line fills.
 * Lines come from the tenant's goods (name, code, reference price and origin filled in) or by hand.
 */
export function LinesPanel({ declaration, lines, checks, goods, goodsUnits, options }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const unitPrice = useUnitPrice(i18n.language);
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const rows = useDeleteRow(declarationLines.name);
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.Declaration.page.${key}`, values);
  const f = (field: string) => t(`resources.declarationLines.fields.${field}`);
  const editable = isEditable(declaration);
  const units: Record<string, StatutoryUnits | undefined> = { ...goodsUnits, ...checks?.units };
  const exporting = declaration.direction === "export";
  const base = { declarationId: declaration.id, originCountry: exporting ? "CN" : declaration.tradeCountry, destinationCountry: exporting ? declaration.tradeCountry : "CN" };

  /** What a goods record fills in a line: its China code, name and model, the code's first statutory unit (else the goods' own), its reference price in the declaration's currency and, on an import, its origin. */
  const fromRecord = (item: CustomsGoods): Record<string, unknown> => ({
    goodsId: item.id, cnCode: item.cnCode ?? "", name: [item.name, item.modelNumber].join(" "), unit: units[item.cnCode ?? ""]?.unit1 ?? item.unit,
    unitPrice: item.currency === declaration.currency ? (item.referencePrice ?? "") : "", ...(exporting ? {} : { originCountry: item.countryOfOrigin }),
  });
  const goodsOptions = goods.map((g) => ({ value: g.id, label: `${g.modelNumber} · ${g.name} · ${g.cnCode}` }));
  const fromGoods = (id: string | null) => {
    const item = goods.find((g) => g.id === id);
    if (!item) return;
    setPicking(null);
    setEditing({ preset: { ...base, ...fromRecord(item) } });
  };
  // The code's statutory units, where the page knows them, checked in the form with its other rules.
  const unitRules = (values: Record<string, unknown>) => {
    const cnCode = String(values.cnCode ?? "").replace(/[.\s]/g, "");
    const known = units[cnCode];
    const unit = String(values.unit ?? "").trim().toUpperCase();
    if (!known || !unit) return {};
    const second = String(values.secondQuantity ?? "").trim();
    return lineProblemFields(lineUnitProblems({ lineNo: 0, cnCode, unit, secondQuantityMilli: MILLI_SHAPE.test(second) ? milliOf(second) : null }, known));
  };
  // Goods picked inside the form fill the line as the picker above does.
  const inputs: FieldInputs = {
    goodsId: ({ setField, value, onChange, ...props }) => (
      <Select
        {...props}
        data={goodsOptions}
        value={typeof value === "string" && value ? value : null}
        searchable
        clearable
        onChange={(id) => {
          onChange(id ?? "");
          const item = goods.find((g) => g.id === id);
          if (item) for (const [field, filled] of Object.entries(fromRecord(item))) if (field !== "goodsId") setField(field, filled);
        }}
      />
    ),
  };

  const columns: RecordColumn<DeclarationLine>[] = [
    { header: p("lineNo"), cell: (line) => line.lineNo },
    { header: f("cnCode"), cell: (line) => line.cnCode, mono: true },
    { header: f("name"), cell: (line) => line.name },
    { header: p("quantity"), cell: (line) => `${line.quantity} ${line.unit}` },
    { header: p("secondQuantity"), cell: (line) => (line.secondQuantity ? `${line.secondQuantity} ${line.secondUnit ?? ""}` : "—") },
    { header: f("unitPrice"), cell: (line) => unitPrice(line.unitPrice, declaration.currency) },
    { header: p("value"), cell: (line) => money(centsOf(line.total), declaration.currency), testId: "line-total" },
    { header: `${f("originCountry")} → ${f("destinationCountry")}`, cell: (line) => `${line.originCountry} → ${line.destinationCountry}` },
    {
      header: p("elements"),
      cell: (line) => {
        const needed = elementCount(units[line.cnCode]?.elements);
        const filled = filledElementCount(line.elements);
        if (needed === 0) return line.elements ?? "—";
        return (
          <Tooltip label={`${p("template")}: ${units[line.cnCode]?.elements}`} multiline w={320} withArrow>
            <Badge variant="outline" tt="none" color={filled >= needed ? "teal.9" : "orange.9"} tabIndex={0}>
              {p("elementsCount", { filled: Math.min(filled, needed), needed })}
            </Badge>
          </Tooltip>
        );
      },
    },
  ];

  const figures: [string, string][] = [
    [p("linesTotal"), money(centsOf(declaration.linesTotal), declaration.currency)],
    [p("invoiceTotal"), money(centsOf(declaration.invoiceTotal), declaration.currency)],
    [p("packages"), String(declaration.packages)],
    [p("weights"), `${declaration.grossWeight} / ${declaration.netWeight} kg`],
  ];

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm" data-testid="declaration-totals">
        <Title order={3} size="h5" mb="xs">
          {p("totals")}
        </Title>
        <LabelledValues items={figures} cols={{ base: 2, sm: 4 }} figures />
      </Card>
      {editable && (
        <LinePicker
          code={buttonCode(declarationLines, "add")}
          label={p("chooseGoods")}
          placeholder={goods.length === 0 ? p("noGoods") : p("fromGoods")}
          options={goodsOptions}
          value={picking}
          onPick={fromGoods}
          addLabel={p("addLine")}
          onAdd={() => setEditing({ preset: base })}
        />
      )}
      <RecordTable
        label={p("lines")}
        minWidth={1080}
        resource={declarationLines}
        rows={lines}
        columns={columns}
        textsOf="Declaration"
        locked={!editable}
        testId="declaration-lines"
        onEdit={(line) => setEditing({ record: line, preset: { declarationId: declaration.id } })}
        onDelete={(line) => rows.ask(line.id)}
      />
      <EntityForm resource={declarationLines} target={editing} options={options} inputs={inputs} rules={unitRules} onClose={() => setEditing(null)} />
      {rows.dialog}
    </Stack>
  );
}

/**
 * A unit price as the provider answers it ("12.345"), in the currency: up to 4 decimals as the
 * declaration form takes them (shown only: a total is the provider's, worked out in integers).
 */
function useUnitPrice(language: string) {
  const locale = language === "zh" ? "zh-CN" : language === "tw" ? "zh-TW" : "en-US";
  return (text: string, currency: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(Number(text));
}
