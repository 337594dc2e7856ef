import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { RECEIVING_WAYS, type OrderGoodsOption, type OrderRecord } from "#contract/business/order";
import { isDraft } from "#contract/business/order-steps";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { buttonCode, type Option } from "~/resources/define";
import { orderList } from "~/resources/orderList";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { Can, useMenuButtons } from "~/ui/Can";
import { canUse } from "~/resources/protocol";
import { fieldOptions } from "~/ui/options";
import { RecordTitle } from "~/ui/RecordTitle";
import { useRecordText } from "~/ui/record-text";
import { draftTotals, headerOf, linesOf, saveBody, type HeaderDraft } from "./draft";
import { OrderLines } from "./OrderLines";
import { StepButtons, StepTimeline } from "./OrderSteps";

/** Dark shades, outlined, so the words stay readable (WCAG AA). */
const STATUS_COLOR = { draft: "gray.7", confirmed: "blue.9", shipped: "indigo.9", received: "teal.9", closed: "green.9", cancelled: "red.9" } as const;

interface Props {
  record: OrderRecord | null;
  options: Record<string, Option[]>;
  goods: OrderGoodsOption[];
  warehouses: Option[];
  today: string;
}

/**
 * An order's own page: its header and lines, editable while it is a draft (saved whole), the
 * steps its status allows, its timeline, and its PDF and spreadsheet. A new order starts empty.
 */
export function OrderPage({ record, options, goods, warehouses, today }: Props) {
  const { t } = useTranslation();
  const { field, p, choice } = useRecordText("orderList");
  const order = record?.order;
  const buttons = useMenuButtons();
  const editable = (!order || isDraft(order.status)) && canUse(buttons, buttonCode(orderList, order ? "update" : "add"));
  const [header, setHeader] = useState<HeaderDraft>(() => headerOf(record, today));
  const [lines, setLines] = useState(() => linesOf(record?.lines ?? []));
  const save = useFetcher<ResourceActionResult>();
  useActionFeedback(save.data);
  const errors = (save.data?.intent === "save" && save.data.fieldErrors) || {};
  const error = (name: keyof HeaderDraft) => (errors[name] ? providerText(t, errors[name]) : undefined);
  const set = (change: Partial<HeaderDraft>) => setHeader((before) => ({ ...before, ...change }));
  const totals = draftTotals(lines);
  const shownTotal = order && !("totalPriceSum" in order && order.totalPriceSum) ? p("totalsHidden", totals) : p("totals", { ...totals, currency: header.currency });
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/orderList" size="sm">
        ← {p("back")}
      </Anchor>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            {order ? (
              <RecordTitle title={p("title", { code: order.code ?? "" })} status={{ label: choice("status", order.status), color: STATUS_COLOR[order.status], testId: "order-status" }} />
            ) : (
              <Title order={2} size="h3">
                {p("newTitle")}
              </Title>
            )}
            {order && (
              <Group gap="xs" wrap="wrap">
                <Button component="a" href={`/orders/${order.id}.pdf`} target="_blank" rel="noopener" variant="default">
                  {p("print")}
                </Button>
                <Can code={buttonCode(orderList, "export")}>
                  <Button component="a" href={`/orders/${order.id}.xlsx`} variant="default" download>
                    {p("xlsx")}
                  </Button>
                </Can>
                <StepButtons id={order.id} status={order.status} warehouses={warehouses} />
              </Group>
            )}
          </Group>
          {order && !isDraft(order.status) && (
            <Text size="sm" c="dimmed">
              {p("readOnly", { status: choice("status", order.status) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <Select label={field("supplierId")} placeholder={p("supplierHint")} data={options.supplierId ?? []} value={header.supplierId || null} onChange={(v) => set({ supplierId: v ?? "" })} searchable allowDeselect={false} readOnly={!editable} variant={editable ? "default" : "filled"} required error={error("supplierId")} comboboxProps={{ withinPortal: true }} />
            <TextInput type="date" label={field("orderDate")} value={header.orderDate} onChange={(e) => set({ orderDate: e.currentTarget.value })} readOnly={!editable} variant={editable ? "default" : "filled"} required error={error("orderDate")} />
            <Select label={field("currency")} data={fieldOptions(orderList, "currency", orderList.fields.currency, options, t) ?? []} value={header.currency} onChange={(v) => set({ currency: v ?? "" })} searchable allowDeselect={false} readOnly={!editable} variant={editable ? "default" : "filled"} required error={error("currency")} comboboxProps={{ withinPortal: true }} />
            <Select label={field("receivingWay")} data={RECEIVING_WAYS.map((way) => ({ value: way, label: choice("receivingWay", way) }))} value={header.receivingWay} onChange={(v) => set({ receivingWay: v ?? "" })} readOnly={!editable} variant={editable ? "default" : "filled"} required error={error("receivingWay")} comboboxProps={{ withinPortal: true }} />
            <TextInput label={field("remark")} value={header.remark} onChange={(e) => set({ remark: e.currentTarget.value })} readOnly={!editable} variant={editable ? "default" : "filled"} error={error("remark")} />
          </SimpleGrid>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {p("lines")}
            </Title>
            <Text fw={600} data-testid="order-totals">
              {shownTotal}
            </Text>
          </Group>
          <OrderLines lines={lines} onChange={setLines} goods={goods} units={fieldOptions(orderList, "unitCode", orderList.fields.unitCode, options, t) ?? []} currency={header.currency} editable={editable} errors={errors} />
          {editable && (
            <Group justify="flex-end">
              <Button loading={save.state !== "idle"} onClick={() => save.submit({ intent: "save", order: JSON.stringify(saveBody(order?.id, header, lines)) }, { method: "post" })}>
                {p("save")}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {record && (
        <Card withBorder padding="md">
          <Title order={3} size="h4" mb="sm">
            {p("steps")}
          </Title>
          <StepTimeline steps={record.steps} warehouses={warehouses} />
        </Card>
      )}
    </Stack>
  );
}
