import { Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { amountText } from "#contract/money";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

type Way = "balance" | "transfer";

/**
 * One settlement of an issued bill, from the member's prepaid balance or paid by transfer. It
 * names the number the settlement will have, so a repeated click pays nothing twice.
 */
export function SettleDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("settle-bill");
  const [way, setWay] = useState<Way>("balance");
  const bill = records[0]!;
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const label = (key: string, values?: Record<string, unknown>) => t(`resources.ClearingCenter.settle.${key}`, values ?? {});
  const refused = fetcher.state === "idle" ? fetcher.data?.fieldErrors ?? {} : {};
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  return (
    <Modal opened onClose={onClose} title={label("title", { code: bill.code ?? "" })} closeButtonProps={{ "aria-label": t("resources.BillingManagement.detail.close") }}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="settle" />
        <input type="hidden" name="id" value={String(bill.id)} />
        <input type="hidden" name="billId" value={String(bill.id)} />
        <input type="hidden" name="settlementNo" value={Number(bill.settlementCount) + 1} />
        <input type="hidden" name="way" value={way} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text>{label("open", { member: bill.memberName, currency: bill.currency, open: bill.open })}</Text>
          <SegmentedControl aria-label={label("way")} value={way} onChange={(value) => setWay(value as Way)} data={(["balance", "transfer"] as const).map((value) => ({ value, label: label(`ways.${value}`) }))} />
          <TextInput name="amount" label={label("amount", { currency: bill.currency })} defaultValue={amountText(Number(bill.openMinor))} inputMode="decimal" required error={error("amount")} />
          {way === "transfer" && (
            <>
              <TextInput name="reference" label={label("reference")} maxLength={64} required error={error("reference")} />
              <TextInput name="transferDate" type="date" label={label("transferDate")} defaultValue={new Date().toISOString().slice(0, 10)} required error={error("transferDate")} />
            </>
          )}
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} act={label(`confirm.${way}`)} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
