import { Modal, NativeSelect, SegmentedControl, Stack, TextInput, Textarea } from "@mantine/core";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PREPAID_CURRENCIES } from "#contract/account/ledger";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import type { ResourceLoaderData } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

/** A manual adjustment of a member's balance: credit or debit, always with the reason the statement shows. */
export function AdjustDialog({ onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { extra } = useLoaderData<ResourceLoaderData>();
  const members = (extra as { members: { value: string; label: string }[] } | null)?.members ?? [];
  const fetcher = useDialogFetcher("account-adjust");
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  // One key per opening of the form: sending it again cannot post the adjustment twice.
  const [requestKey] = useState(() => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(""));
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const error = (field: string) => (errors[field] ? text({ text: errors[field] }) : undefined);
  const word = (key: string) => t(`resources.AccountInfo.adjust.${key}`);
  return (
    <Modal opened onClose={onClose} title={t("resources.AccountInfo.actions.adjust")}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="adjust" />
        <input type="hidden" name="ownerKind" value="member" />
        <input type="hidden" name="direction" value={direction} />
        <input type="hidden" name="requestKey" value={requestKey} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <NativeSelect name="ownerId" label={word("member")} data={members} required error={error("ownerId")} />
          <NativeSelect name="currency" label={t("resources.AccountInfo.fields.currency")} data={[...PREPAID_CURRENCIES]} required error={error("currency")} />
          <SegmentedControl
            value={direction}
            onChange={(value) => setDirection(value as typeof direction)}
            aria-label={word("direction")}
            data={[
              { value: "credit", label: word("credit") },
              { value: "debit", label: word("debit") },
            ]}
          />
          <TextInput name="amount" label={word("amount")} inputMode="decimal" required error={error("amount")} />
          <Textarea name="reason" label={word("reason")} required maxLength={255} autosize minRows={2} error={error("reason")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
