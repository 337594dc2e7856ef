import { Button, Card, Checkbox, Group, ScrollArea, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { oneClickData, reorderAction } from "~/order/order.server";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { Can } from "~/ui/Can";

export const loader = ({ request }: LoaderFunctionArgs) => oneClickData(request);
export const action = ({ request }: ActionFunctionArgs) => reorderAction(request);

/** Order again in one step, from a past order or from checked goods: the new draft opens to be confirmed. */
export default function OneClickOrder() {
  const { t } = useTranslation();
  const o = (key: string) => t(`resources.orderList.oneClick.${key}`);
  const data = useLoaderData<typeof loader>();
  const fetcher = useFetcher<ResourceActionResult>();
  useActionFeedback(fetcher.data);
  const [fromOrderId, setFromOrderId] = useState<string | null>(data.orders[0]?.value ?? null);
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [goodsIds, setGoodsIds] = useState<string[]>([]);
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {o("title")}
      </Title>
      <Text c="dimmed">{o("intro")}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {o("fromOrder")}
            </Title>
            {data.orders.length === 0 ? (
              <Text c="dimmed">{o("none")}</Text>
            ) : (
              <Select label={o("pastOrder")} placeholder={o("pastHint")} data={data.orders} value={fromOrderId} onChange={setFromOrderId} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
            )}
            <Can code="OneClickOrder:add">
              <Group justify="flex-end">
                <Button disabled={!fromOrderId} loading={busy("fromOrder")} onClick={() => fromOrderId && fetcher.submit({ intent: "fromOrder", fromOrderId }, { method: "post" })}>
                  {o("again")}
                </Button>
              </Group>
            </Can>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {o("fromGoods")}
            </Title>
            <Select label={o("supplier")} placeholder={t("resources.orderList.page.supplierHint")} data={data.suppliers} value={supplierId} onChange={setSupplierId} searchable required comboboxProps={{ withinPortal: true }} />
            <Checkbox.Group label={o("goods")} description={o("goodsHint")} value={goodsIds} onChange={setGoodsIds}>
              <ScrollArea.Autosize mah={320} mt={6}>
                <Stack gap={6}>
                  {data.goods.map((g) => (
                    <Checkbox key={g.value} value={g.value} label={g.label} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
            <Can code="OneClickOrder:add">
              <Group justify="flex-end">
                <Button
                  disabled={!supplierId || goodsIds.length === 0}
                  loading={busy("fromGoods")}
                  onClick={() => {
                    const form = new FormData();
                    form.set("intent", "fromGoods");
                    form.set("supplierId", supplierId ?? "");
                    for (const id of goodsIds) form.append("goodsId", id);
                    fetcher.submit(form, { method: "post" });
                  }}
                >
                  {o("orderGoods")}
                </Button>
              </Group>
            </Can>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
