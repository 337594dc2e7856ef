import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { approvalUser } from "~/resources/userAuth";
import { auditRequest } from "~/resources/userAuth.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { useMessageText } from "~/lib/messages";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, approvalUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, approvalUser, { audit: auditRequest });

/** The review of one request: approve, or reject with the reason the member will read. */
function ReviewDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("approval-review");
  const [decision, setDecision] = useState<"approved" | "rejected">("approved");
  const record = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const reasonError = fetcher.data?.fieldErrors?.failCause;
  const label = (field: string) => t(`resources.approvalUser.fields.${field}`);
  return (
    <Modal opened onClose={onClose} title={t("resources.approvalUser.actions.audit")}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="audit" />
        <input type="hidden" name="id" value={record.id} />
        <input type="hidden" name="approvalStatus" value={decision} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text fw={600} data-testid="review-subject">
            {String(record.realName ?? "")}
            {record.orgName ? ` · ${String(record.orgName)}` : ""}
          </Text>
          <Text size="sm" c="dimmed">
            {label("authType")}: {t(`resources.approvalUser.options.authType.${String(record.authType)}`)}
          </Text>
          <SegmentedControl
            value={decision}
            onChange={(value) => setDecision(value as typeof decision)}
            data={[
              { value: "approved", label: t("resources.approvalUser.decision.approve") },
              { value: "rejected", label: t("resources.approvalUser.decision.reject") },
            ]}
          />
          {decision === "rejected" && (
            <Textarea name="failCause" label={label("failCause")} required maxLength={255} autosize minRows={2} error={reasonError ? text({ text: reasonError }) : undefined} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" color={decision === "rejected" ? "red" : "blue"} loading={fetcher.state !== "idle"}>
              {t("kit.confirm")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { audit: ReviewDialog };

export default function ApprovalUserScreen() {
  return <ResourceScreen resource={approvalUser} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
