import { Modal, MultiSelect, Select, Stack, Text, Textarea } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { pushOutcomeSchema, pushWeChatTemplatePath, pushWeChatTemplateSchema, retryWeChatPushPath } from "#contract/business/wechat";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { rowErrors } from "~/resources/import.server";
import { pushManagement } from "~/resources/pushManagement";
import { resourceAction, resourceLoader, type ActionHandler, type ResourceLoaderData } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogButtons } from "~/ui/DialogButtons";

const T = "resources.pushManagement";

/** One template message to each chosen member; the answer counts the delivered and the failed. */
const push: ActionHandler = async ({ client, call, values, form }) => {
  const input = { configId: values.configId ?? "", userIds: form.getAll("userIds"), context: values.context ?? "" };
  const parsed = pushWeChatTemplateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(pushWeChatTemplateSchema, input) };
  const outcome = await client.data({ ...call, method: "POST", path: pushWeChatTemplatePath, json: parsed.data, schema: pushOutcomeSchema });
  return { ok: true, success: { key: `${T}.done.push`, values: outcome } };
};

/** The checked failed pushes sent again. */
const retry: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length === 0) return { ok: false, error: { key: "kit.selectOne" } };
  const outcome = await client.data({ ...call, method: "POST", path: retryWeChatPushPath, query: { id: ids }, schema: pushOutcomeSchema });
  return { ok: true, success: { key: `${T}.done.retry`, values: outcome } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, pushManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, pushManagement, { push, retry });

/** An approved public account, the members it goes to, and the message. */
function PushDialog({ onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { options } = useLoaderData<ResourceLoaderData>();
  const fetcher = useDialogFetcher("wechat-push");
  const [members, setMembers] = useState<string[]>([]);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const errorOf = (field: string) => (errors[field] ? text({ text: errors[field] }) : undefined);
  const label = (field: string) => t(`${T}.fields.${field}`);
  const memberOptions = options?.userIds ?? [];
  return (
    <Modal opened onClose={onClose} title={t(`${T}.actions.push`)}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="push" />
        {members.map((id) => (
          <input key={id} type="hidden" name="userIds" value={id} />
        ))}
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Select name="configId" label={label("configId")} data={options?.configId ?? []} required error={errorOf("configId")} />
          {memberOptions.length === 0 && <Text c="dimmed">{t(`${T}.noMembers`)}</Text>}
          <MultiSelect label={label("userIds")} data={memberOptions} value={members} onChange={setMembers} searchable required error={errorOf("userIds")} />
          <Textarea name="context" label={label("context")} required maxLength={1000} autosize minRows={3} error={errorOf("context")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

const DIALOGS = { push: PushDialog };

export default function PushManagementScreen() {
  return <ResourceScreen resource={pushManagement} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
