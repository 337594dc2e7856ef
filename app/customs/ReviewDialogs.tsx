import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { CODE_FIELDS, CODE_NAMES } from "#contract/customs/goods";
import type { ClassifyOrder } from "#contract/customs/classification";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { AttachmentLink } from "~/ui/DataTable";
import { cellText } from "~/ui/format";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";
import { useTimeZone } from "~/lib/use-time-zone";

const SCREEN = "ClassifyPlatform";

/** The order a dialog of the queue acts on. */
export const orderOf = (records: ResourceDialogProps["records"]) => records[0] as unknown as ClassifyOrder;

/** The codes an order's jurisdictions ask for, in the order HS6, US, China, Hong Kong. */
export const wantedCodes = (order: Pick<ClassifyOrder, "jurisdictions">) =>
  CODE_NAMES.filter((field) => field === "hs6" || order.jurisdictions.some((j) => CODE_FIELDS[j] === field));

/** What the member told about the goods: what a classifier reads first. */
export function OrderFacts({ order }: { order: ClassifyOrder }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`resources.${SCREEN}.fields.${field}`);
  const fact = (field: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label(field)}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="order-facts">
      {fact("goodsName", `${order.goodsName ?? ""} (${order.modelNumber ?? ""})`)}
      {fact("jurisdictions", order.jurisdictions.map((j) => t(`resources.${SCREEN}.options.jurisdictions.${j}`)).join(", "))}
      {fact("description", order.description)}
      {fact("functionUse", order.functionUse)}
      {fact("material", order.material)}
      {fact("attachmentUrl", <AttachmentLink url={order.attachmentUrl} />)}
    </SimpleGrid>
  );
}

/** Closes a dialog once its step went through; a refusal stays open with its reason. */
function useStepFetcher(onClose: () => void) {
  const fetcher = useDialogFetcher("classify-step");
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/** The reviewer's sign-off: the proposal as the classifier made it, approved with one click. */
export function ApproveDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const order = orderOf(records);
  const fetcher = useStepFetcher(onClose);
  const proposed = { hs6: order.proposedHs6, htsCode: order.proposedHtsCode, cnCode: order.proposedCnCode, hkCode: order.proposedHkCode };
  return (
    <Modal opened onClose={onClose} title={t(`resources.${SCREEN}.approve.title`, { orderNo: order.orderNo })} size="lg">
      <Stack gap="sm">
        <DialogAlert fetcher={fetcher} />
        <OrderFacts order={order} />
        {order.proposedHs6 && (
          <Stack gap={4} data-testid="proposal">
            <Text size="sm" c="dimmed">
              {t(`resources.${SCREEN}.approve.by`, { user: order.proposedByName ?? "", time: cellText(order.proposedAt, "datetime", zone) })}
            </Text>
            {wantedCodes(order).map((field) => (
              <Text key={field} size="sm">
                {t(`resources.${SCREEN}.timeline.code.${field}`)}: <strong>{proposed[field]}</strong>
              </Text>
            ))}
            <Text size="sm">
              {t(`resources.${SCREEN}.timeline.gri`)}: {(order.gri ?? []).map((rule) => t(`resources.${SCREEN}.options.gri.${rule}`)).join(", ")}
            </Text>
            <Text size="sm">{order.rationale}</Text>
          </Stack>
        )}
        <Text size="sm">{t(`resources.${SCREEN}.approve.note`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("kit.cancel")}
          </Button>
          <Button color="green.8" loading={fetcher.state !== "idle"} onClick={() => fetcher.submit({ intent: "approve", id: order.id }, { method: "post" })}>
            {t(`resources.${SCREEN}.approve.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Back to the member, with the reason they will read. */
export function ReturnDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const order = orderOf(records);
  const fetcher = useStepFetcher(onClose);
  const error = fetcher.data?.fieldErrors?.reason;
  return (
    <Modal opened onClose={onClose} title={t(`resources.${SCREEN}.return.title`, { orderNo: order.orderNo })} size="lg">
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="id" value={order.id} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <OrderFacts order={order} />
          <Textarea name="reason" label={t(`resources.${SCREEN}.return.reason`)} required maxLength={255} autosize minRows={2} error={error ? text({ text: error }) : undefined} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" color="red.8" loading={fetcher.state !== "idle"}>
              {t(`resources.${SCREEN}.actions.return`)}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
