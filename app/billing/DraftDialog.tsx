import { Modal, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

/** The month before this one, `YYYY-MM`: the month a bill run usually drafts. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** Drafts the bills of a month from the services used in it. */
export function DraftDialog({ onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("draft-bills");
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const refused = fetcher.state === "idle" ? fetcher.data?.fieldErrors ?? {} : {};
  return (
    <Modal opened onClose={onClose} title={t("resources.BillingManagement.actions.draftBills")} closeButtonProps={{ "aria-label": t("resources.BillingManagement.detail.close") }}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="draftBills" />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <TextInput
            name="month"
            label={t("resources.BillingManagement.draft.month")}
            description={t("resources.BillingManagement.draft.hint")}
            defaultValue={lastMonth()}
            placeholder="YYYY-MM"
            required
            error={refused.month ? text({ text: refused.month }) : undefined}
          />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
