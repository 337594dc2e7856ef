import { Modal, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import type { Definition } from "#contract/workflow/definition";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { DialogButtons } from "~/ui/DialogButtons";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { VariablesEditor } from "./VariablesEditor";

const T = "resources.processModel.start";

/** Starts an instance of a definition: the leave form for the leave process (SPEC §3), free variables for others. */
export function StartDialog({ definition, onClose }: { definition: Definition; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("start-process");
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const refused = fetcher.state === "idle" ? (fetcher.data?.fieldErrors ?? {}) : {};
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  const leave = definition.formKey === "leave";
  return (
    <Modal opened onClose={onClose} title={t(`${T}.title`, { name: definition.name })}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="definitionId" value={definition.id} />
        <input type="hidden" name="formKey" value={definition.formKey} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          {leave ? (
            <>
              <TextInput name="leaveStart" type="date" label={t(`${T}.leaveStart`)} required error={error("leaveStart")} />
              <TextInput name="leaveEnd" type="date" label={t(`${T}.leaveEnd`)} required error={error("leaveEnd")} />
              <NumberInput name="days" label={t(`${T}.days`)} min={0.5} max={365} step={0.5} decimalScale={1} required error={error("days")} />
              <Textarea name="remark" label={t(`${T}.remark`)} maxLength={512} autosize minRows={2} error={error("remark")} />
            </>
          ) : (
            <VariablesEditor error={error("variables")} />
          )}
          <TextInput name="businessKey" label={t(`${T}.businessKey`)} maxLength={64} error={error("businessKey")} />
          <Textarea name="comment" label={t(`${T}.comment`)} maxLength={512} autosize minRows={2} error={error("comment")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} act={t(`${T}.submit`)} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
