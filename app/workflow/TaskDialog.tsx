import { Alert, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { Task } from "#contract/workflow/task";
import { FormRenderer } from "~/forms/FormRenderer";
import { takesFiles } from "~/forms/values";
import { useTranslation } from "~/i18n/react";
import type { Option } from "~/resources/define";
import { DialogAlert } from "~/ui/DialogAlert";
import { DialogButtons } from "~/ui/DialogButtons";
import { useStepDialog } from "./use-step-dialog";
import type { TaskFormView } from "./task-form";
import { TASK_STEPS, type TaskStep } from "./task-steps";
import { VariablesEditor } from "./VariablesEditor";

const T = "resources.processModel.task";
/** The steps that must say why (the contract's `decisiveTaskSchema`). */
const SAYS_WHY: readonly TaskStep[] = ["regress", "reject", "terminate"];

/**
 * One step on a task of the caller's: which one, with a comment, and whom or what variables it
 * needs. A task whose user task asks for a designed form is completed by filling the form in: the
 * renderer checks the form's own schema before the post, the app and the provider check it again,
 * and a refusal shows at its field.
 */
export function TaskDialog({ task, users, form, onClose }: { task: Task; users: Option[]; form?: TaskFormView; onClose: () => void }) {
  const { t } = useTranslation();
  const { fetcher, error, refused } = useStepDialog("task-step", onClose);
  const [step, setStep] = useState<TaskStep>("complete");
  const withForm = step === "complete" && form !== undefined;
  return (
    <Modal opened onClose={onClose} size={withForm ? "xl" : undefined} title={t(`${T}.title`, { task: task.name, process: task.definitionName })}>
      <fetcher.Form method="post" encType={withForm && takesFiles(form.design) ? "multipart/form-data" : undefined} noValidate>
        <input type="hidden" name="intent" value={step} />
        <input type="hidden" name="id" value={task.id} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          {task.suspended && <Alert color="orange">{t(`${T}.suspended`)}</Alert>}
          <Select
            label={t(`${T}.action`)}
            data={TASK_STEPS.map((value) => ({ value, label: t(`${T}.actions.${value}`) }))}
            value={step}
            allowDeselect={false}
            onChange={(value) => value && setStep(value as TaskStep)}
          />
          <Text size="sm" c="dimmed">
            {t(withForm ? `${T}.hints.completeForm` : `${T}.hints.${step}`, { form: form?.name })}
          </Text>
          {(step === "assign" || step === "delegate") && <Select key={step} name="userId" label={t(`${T}.user`)} data={users} searchable required error={error("userId")} />}
          {withForm && (
            <>
              <input type="hidden" name="formKey" value={form.key} />
              <FormRenderer design={form.design} options={form.options} errors={refused} />
            </>
          )}
          {step === "complete" && !withForm && <VariablesEditor error={error("variables")} />}
          <Textarea name="comment" label={t(`${T}.comment`)} maxLength={512} autosize minRows={2} required={SAYS_WHY.includes(step)} error={error("comment")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} color={step === "terminate" || step === "reject" ? "red" : undefined} act={t(`${T}.actions.${step}`)} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
