import { Modal, NumberInput, SegmentedControl, Select, Stack, Textarea } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { RECORDED_KINDS } from "#contract/business/stock";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import type { ResourceLoaderData } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { searchLabelAndKeywords } from "~/ui/options";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

type Kind = (typeof RECORDED_KINDS)[number];

/** Records an issue, a transfer or an adjustment; opened from a figure, it starts on that goods and warehouse. */
export function MovementDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { options } = useLoaderData<ResourceLoaderData>();
  const fetcher = useDialogFetcher("stock-movement");
  const [kind, setKind] = useState<Kind>("issue");
  const figure = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const label = (key: string) => t(`resources.InventoryInquiry.movement.${key}`);
  const refused = fetcher.state === "idle" ? fetcher.data?.fieldErrors ?? {} : {};
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  const warehouses = options.warehouseId ?? [];
  return (
    <Modal opened onClose={onClose} title={t("resources.InventoryInquiry.actions.recordMovement")} closeButtonProps={{ "aria-label": t("resources.InventoryInquiry.close") }}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="recordMovement" />
        <input type="hidden" name="kind" value={kind} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <SegmentedControl
            aria-label={label("kind")}
            value={kind}
            onChange={(value) => setKind(value as Kind)}
            data={RECORDED_KINDS.map((value) => ({ value, label: label(`kinds.${value}`) }))}
          />
          <Select
            name="goodsId"
            label={t("resources.InventoryInquiry.fields.goodsId")}
            data={options.goodsId ?? []}
            defaultValue={figure ? String(figure.goodsId) : null}
            filter={searchLabelAndKeywords}
            searchable
            required
            error={error("goodsId")}
          />
          <Select
            name="warehouseId"
            label={label(kind === "transfer" ? "fromWarehouseId" : "warehouseId")}
            data={warehouses}
            defaultValue={figure ? String(figure.warehouseId) : null}
            searchable
            required
            error={error("warehouseId")}
          />
          {kind === "transfer" && <Select name="toWarehouseId" label={label("toWarehouseId")} data={warehouses} searchable required error={error("toWarehouseId")} />}
          <NumberInput
            name="quantity"
            label={label("quantity")}
            description={kind === "adjustment" ? label("adjustmentHint") : undefined}
            allowDecimal={false}
            allowNegative={kind === "adjustment"}
            required
            error={error("quantity")}
          />
          <Textarea name="reason" label={label(kind === "adjustment" ? "reason" : "reasonOptional")} required={kind === "adjustment"} maxLength={255} autosize minRows={2} error={error("reason")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
