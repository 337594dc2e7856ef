import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { OrderGoodsOption } from "#contract/business/order";
import { amountText } from "#contract/money";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import type { Option } from "~/resources/define";
import { buttonCode } from "~/resources/define";
import { orderList } from "~/resources/orderList";
import { LinePicker } from "~/ui/LinePicker";
import { useRecordText } from "~/ui/record-text";
import { lineCents, lineOfGoods, rangeBroken, type LineDraft } from "./draft";

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  goods: OrderGoodsOption[];
  units: Option[];
  currency: string;
  editable: boolean;
  /** Refusals by `lines.<i>.<field>`, in the provider's words. */
  errors: Record<string, string>;
}

/** A draft's lines, one card each (they fold to two columns on a phone): goods picked by model number or name. */
export function OrderLines({ lines, onChange, goods, units, currency, editable, errors }: Props) {
  const { t } = useTranslation();
  const { p } = useRecordText("orderList");
  const goodsById = new Map(goods.map((g) => [g.value, g]));
  const set = (key: string, change: Partial<LineDraft>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const error = (i: number, field: string) => (errors[`lines.${i}.${field}`] ? providerText(t, errors[`lines.${i}.${field}`]) : undefined);
  const figure = (line: LineDraft, i: number, field: "quantity" | "netWeight" | "roughWeight" | "unitPrice") => (
    <TextInput label={p(field)} value={line[field]} inputMode={field === "unitPrice" ? "decimal" : "numeric"} readOnly={!editable} variant={editable ? "default" : "filled"} error={error(i, field)} onChange={(e) => set(line.key, { [field]: e.currentTarget.value })} />
  );
  return (
    <Stack gap="sm">
      {editable && (
        <LinePicker
          code={buttonCode(orderList, "add")}
          label={p("goodsPick")}
          placeholder={goods.length === 0 ? p("noGoods") : p("goodsHint")}
          options={goods.map((g) => ({ value: g.value, label: g.label }))}
          value={null}
          onPick={(value) => {
            const picked = value ? goodsById.get(value) : undefined;
            if (picked) onChange([...lines, lineOfGoods(picked)]);
          }}
          addLabel={p("goodsPick")}
          onAdd={() => goods[0] && onChange([...lines, lineOfGoods(goods[0])])}
        />
      )}
      {errors.lines && <Text c="red.8" size="sm">{providerText(t, errors.lines)}</Text>}
      {lines.length === 0 && <Text c="dimmed">{p("noLines")}</Text>}
      {lines.map((line, i) => {
        const item = goodsById.get(line.goodsId);
        const broken = rangeBroken(line, item, currency);
        const cents = lineCents(line);
        return (
          <Paper key={line.key} withBorder p="sm" data-testid="order-line">
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <Text fw={600} size="sm">
                {i + 1}. {item?.label ?? line.goodsId}
              </Text>
              {editable && (
                <ActionIcon variant="subtle" color="red" aria-label={p("removeLine", { n: i + 1 })} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} spacing="xs">
              {figure(line, i, "quantity")}
              <Select label={p("unitCode")} data={units} value={line.unitCode} searchable readOnly={!editable} variant={editable ? "default" : "filled"} error={error(i, "unitCode")} onChange={(value) => set(line.key, { unitCode: value ?? "" })} comboboxProps={{ withinPortal: true }} />
              {figure(line, i, "netWeight")}
              {figure(line, i, "roughWeight")}
              {figure(line, i, "unitPrice")}
              <TextInput label={p("lineTotal")} value={cents === null ? "—" : amountText(cents)} readOnly variant="filled" />
              <TextInput label={p("remark")} value={line.remark} readOnly={!editable} variant={editable ? "default" : "filled"} error={error(i, "remark")} onChange={(e) => set(line.key, { remark: e.currentTarget.value })} />
            </SimpleGrid>
            {(broken || line.priceReason) && (
              <TextInput
                mt="xs"
                label={p("priceReason")}
                description={broken ? p("priceOutside", broken) : undefined}
                value={line.priceReason}
                readOnly={!editable} variant={editable ? "default" : "filled"}
                required={Boolean(broken)}
                error={error(i, "priceReason")}
                onChange={(e) => set(line.key, { priceReason: e.currentTarget.value })}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
