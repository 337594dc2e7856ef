import { Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { approvalUser } from "~/resources/userAuth";
import { auditRequest } from "~/resources/userAuth.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { DecisionDialog } from "~/ui/DecisionDialog";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, approvalUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, approvalUser, { audit: auditRequest });

/** The review of one request: approve, or reject with the reason the member will read. */
function ReviewDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  const label = (field: string) => t(`resources.approvalUser.fields.${field}`);
  const subject = (
    <>
      <Text fw={600} data-testid="review-subject">
        {String(record.realName ?? "")}
        {record.orgName ? ` · ${String(record.orgName)}` : ""}
      </Text>
      <Text size="sm" c="dimmed">
        {label("authType")}: {t(`resources.approvalUser.options.authType.${String(record.authType)}`)}
      </Text>
    </>
  );
  return (
    <DecisionDialog
      name="approval-review"
      title={t("resources.approvalUser.actions.audit")}
      intent="audit"
      id={String(record.id)}
      field="approvalStatus"
      yes={{ value: "approved", label: t("resources.approvalUser.decision.approve") }}
      no={{ value: "rejected", label: t("resources.approvalUser.decision.reject") }}
      reason={{ name: "failCause", label: label("failCause") }}
      subject={subject}
      onClose={onClose}
    />
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { audit: ReviewDialog };

export default function ApprovalUserScreen() {
  return <ResourceScreen resource={approvalUser} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
