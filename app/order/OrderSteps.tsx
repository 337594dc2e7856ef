import { Alert, Button, Group, Modal, Select, Stack, Text, Timeline } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { OrderStepEntry } from "#contract/business/order";
import { stepsFrom, type OrderStatus, type OrderStep } from "#contract/business/order-steps";
import { useTranslation } from "~/i18n/react";
import type { Option } from "~/resources/define";
import { buttonCode } from "~/resources/define";
import { orderList } from "~/resources/orderList";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { Can } from "~/ui/Can";
import { optionLabel } from "~/ui/options";
import { useRecordText } from "~/ui/record-text";

/** How each step shows on the timeline; a cancellation in grey. */
const STEP_COLORS: Record<OrderStepEntry["step"], string> = { draft: "gray", confirm: "blue", ship: "indigo", receive: "teal", close: "green", cancel: "gray" };

/** The buttons of the steps the order's status allows (the contract's table), each asked before it is taken. */
export function StepButtons({ id, status, warehouses }: { id: string; status: OrderStatus; warehouses: Option[] }) {
  const { t } = useTranslation();
  const { p } = useRecordText("orderList");
  const fetcher = useFetcher<ResourceActionResult>();
  useActionFeedback(fetcher.data);
  const [asking, setAsking] = useState<OrderStep | null>(null);
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setAsking(null);
  }, [fetcher.state, fetcher.data]);
  const take = (step: OrderStep) => fetcher.submit({ intent: "step", id, step, warehouseId: warehouseId ?? "" }, { method: "post" });
  const steps = stepsFrom(status);
  if (steps.length === 0) return null;
  return (
    <Can code={buttonCode(orderList, "update")}>
      <Group gap="xs" wrap="wrap">
        {steps.map((step) => (
          <Button key={step} variant={step === "cancel" ? "default" : "filled"} c={step === "cancel" ? "red.8" : undefined} onClick={() => setAsking(step)}>
            {p(`step.${step}`)}
          </Button>
        ))}
      </Group>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking === "receive" ? p("receiveTitle") : asking ? p(`step.${asking}`) : ""} centered>
        <Stack gap="md">
          {asking === "receive" ? (
            warehouses.length > 0 ? (
              <Select label={p("warehouse")} data={warehouses} value={warehouseId} onChange={setWarehouseId} searchable required comboboxProps={{ withinPortal: true }} />
            ) : (
              <Alert color="yellow">{p("noWarehouses")}</Alert>
            )
          ) : (
            asking && <Text>{p(`stepAsk.${asking}`)}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t("kit.cancel")}
            </Button>
            <Button loading={fetcher.state !== "idle"} disabled={asking === "receive" && !warehouseId} onClick={() => asking && take(asking)}>
              {asking ? p(`step.${asking}`) : ""}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Can>
  );
}

/** The order's steps, oldest first: who took each and when, and the warehouse a receipt went into. */
export function StepTimeline({ steps, warehouses }: { steps: OrderStepEntry[]; warehouses: Option[] }) {
  const { p, at } = useRecordText("orderList");
  return (
    <Timeline active={steps.length - 1} bulletSize={16} data-testid="order-steps">
      {steps.map((step) => (
        <Timeline.Item key={step.id} color={STEP_COLORS[step.step]} title={p(`timeline.${step.step}`)}>
          <Text size="sm" c="dimmed">
            {step.username} · {at(step.createTime)}
          </Text>
          {step.warehouseId && <Text size="sm">{p("timeline.into", { warehouse: optionLabel(warehouses, step.warehouseId) || step.warehouseId })}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
