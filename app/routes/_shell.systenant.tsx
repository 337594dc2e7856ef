import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { auditSysTenantSchema, sysTenantPaths } from "#contract/admin/systenant";
import { rowErrors } from "~/resources/import.server";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { sysTenant } from "~/resources/systenant";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";
import { useMessageText } from "~/lib/messages";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";

/** Approves an application, or rejects it with the reason. */
const audit: ActionHandler = async ({ client, call, values }) => {
  const parsed = auditSysTenantSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(auditSysTenantSchema, values) };
  await client.request({ ...call, method: "POST", path: sysTenantPaths.audit, json: parsed.data });
  return { ok: true, success: { key: "resources.systenant.reviewed" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysTenant);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysTenant, { audit });

function ReviewDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("tenant-review");
  const [decision, setDecision] = useState<"approve" | "reject">("approve");
  const [failCause, setFailCause] = useState("");
  const record = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const [checked, setChecked] = useState<string>();
  const error = checked ?? fetcher.data?.fieldErrors?.failCause;
  const label = (field: string) => t(`resources.systenant.fields.${field}`);
  return (
    <Modal opened onClose={onClose} title={t("resources.systenant.actions.audit")}>
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          // The same rule the server applies, before the round trip.
          const parsed = auditSysTenantSchema.safeParse({ id: record.id, decision, failCause });
          const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === "failCause")?.message;
          setChecked(issue);
          if (issue) event.preventDefault();
        }}
      >
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text fw={500}>
            {String(record.tenantCode)} · {String(record.tenantName)}
          </Text>
          <Text size="sm" c="dimmed">
            {label("applyUserName")}: {String(record.applyUserName ?? "")}
          </Text>
          <input type="hidden" name="intent" value="audit" />
          <input type="hidden" name="id" value={record.id} />
          <input type="hidden" name="decision" value={decision} />
          <SegmentedControl
            aria-label={label("decision")}
            value={decision}
            onChange={(value) => setDecision(value as typeof decision)}
            data={["approve", "reject"].map((value) => ({ value, label: t(`resources.systenant.options.decision.${value}`) }))}
          />
          {decision === "reject" && (
            <Textarea name="failCause" label={label("failCause")} withAsterisk maxLength={200} value={failCause} onChange={(e) => setFailCause(e.currentTarget.value)} error={error ? text({ text: error }) : undefined} autosize minRows={2} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"} color={decision === "reject" ? "red" : undefined}>
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

export default function SysTenantScreen() {
  return <ResourceScreen resource={sysTenant} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
