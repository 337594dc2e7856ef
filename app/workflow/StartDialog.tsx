import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import type { FormKey } from "#contract/workflow/common";
import { useTranslation } from "~/i18n/react";
import { DialogAlert } from "~/ui/DialogAlert";
import { DialogButtons } from "~/ui/DialogButtons";
import { useStepDialog } from "./use-step-dialog";
import { VariablesEditor } from "./VariablesEditor";

const T = "resources.processModel.start";

/** A process that can be started: one version (`id`) or the newest of its key. */
export interface StartChoice {
  id?: string;
  key: string;
  name: string;
  formKey: FormKey;
}

/**
 * Starts an instance of a process, chosen here when there are several: the leave form for the
 * leave process (SPEC §3), free variables for others.
 */
export function StartDialog({ choices, onClose }: { choices: readonly StartChoice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(choices.length === 1 ? choices[0].key : null);
  const definition = choices.find((choice) => choice.key === key);
  const { fetcher, error } = useStepDialog("start-process", onClose);
  const leave = definition?.formKey === "leave";
  return (
    <Modal opened onClose={onClose} title={t(`${T}.title`, { name: definition?.name ?? t(`${T}.process`) })}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="start" />
        {definition?.id ? <input type="hidden" name="definitionId" value={definition.id} /> : <input type="hidden" name="definitionKey" value={key ?? ""} />}
        <input type="hidden" name="formKey" value={definition?.formKey ?? "none"} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          {choices.length > 1 && (
            <Select
              label={t(`${T}.process`)}
              data={choices.map((choice) => ({ value: choice.key, label: choice.name }))}
              value={key}
              onChange={setKey}
              searchable
              required
              error={error("definitionKey")}
            />
          )}
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
