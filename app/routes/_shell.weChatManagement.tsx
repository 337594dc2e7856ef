import { Badge, Input, PasswordInput, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { auditWeChatConfigPath, auditWeChatConfigSchema, submitWeChatConfigPath } from "#contract/business/wechat";
import { useTranslation } from "~/i18n/react";
import { rowErrors } from "~/resources/import.server";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { weChatManagement } from "~/resources/weChatManagement";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import type { FieldInputs } from "~/ui/EntityForm";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { DecisionDialog } from "~/ui/DecisionDialog";

const T = "resources.weChatManagement";

/** Sends the one checked account for audit; the provider checks the button and the status. */
const submit: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: submitWeChatConfigPath, query: { id: ids[0] } });
  return { ok: true, success: { key: `${T}.done.submit` } };
};

/** Approves, or rejects with the reason (the audit dialog). */
const audit: ActionHandler = async ({ client, call, values }) => {
  const parsed = auditWeChatConfigSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(auditWeChatConfigSchema, values) };
  await client.request({ ...call, method: "POST", path: auditWeChatConfigPath, json: parsed.data });
  return { ok: true, success: { key: `${T}.done.${parsed.data.decision}` } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, weChatManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, weChatManagement, { submit, audit });

/** The audit of one submitted account: approve, or reject with the reason the submitter reads. */
function AuditDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  const subject = (
    <>
      <Text fw={600} data-testid="audit-subject">
        {String(record.name ?? "")} · {String(record.appKey ?? "")}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`${T}.fields.submitter`)}: {String(record.submitter ?? "")}
      </Text>
    </>
  );
  return (
    <DecisionDialog
      name="wechat-audit"
      title={t(`${T}.actions.audit`)}
      intent="audit"
      id={String(record.id)}
      field="decision"
      yes={{ value: "approved", label: t(`${T}.decision.approve`) }}
      no={{ value: "rejected", label: t(`${T}.decision.reject`) }}
      reason={{ name: "reason", label: t(`${T}.fields.auditReason`) }}
      subject={subject}
      onClose={onClose}
    />
  );
}

/** Whether a secret is set, as a badge: the secret itself never reaches the page. */
function SecretState({ label, value }: { label: string; value?: unknown }) {
  const { t } = useTranslation();
  const state = value === "set" ? "set" : "unset";
  return (
    <Input.Wrapper label={label}>
      <div>
        <Badge variant="light" color={state === "set" ? "green" : "gray"} data-testid="secret-state">
          {t(`${T}.options.secretState.${state}`)}
        </Badge>
      </div>
    </Input.Wrapper>
  );
}

function SecretInput({ label, error, value, onChange, onBlur, onFocus }: Parameters<FieldInputs[string]>[0]) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      name="appSecret"
      label={label}
      description={t(`${T}.secretHint`)}
      error={error}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      maxLength={32}
      autoComplete="new-password"
    />
  );
}

const INPUTS: FieldInputs = {
  secretState: (props) => <SecretState label={props.label} value={props.value} />,
  appSecret: (props) => <SecretInput {...props} />,
};
const DIALOGS = { audit: AuditDialog };

export default function WeChatManagementScreen() {
  return <ResourceScreen resource={weChatManagement} dialogs={DIALOGS} inputs={INPUTS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
