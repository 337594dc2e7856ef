import { workflowMessages } from "#contract/workflow/messages";
import { completeTaskSchema, taskFormSchema, taskPaths } from "#contract/workflow/task";
import type { Language } from "~/lib/constants";
import { dictionariesFor } from "~/forms/forms.server";
import type { ProviderClient } from "~/provider/client.server";
import { ProviderError } from "~/provider/errors";
import type { ResourceProvider } from "~/provider/resources.server";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler } from "~/resources/route.server";
import { submitPosted } from "~/forms/submit.server";
import { dictionaryValuesOf } from "~/forms/values";
import { uploadFile } from "~/provider/file.server";
import type { TaskForms, TaskFormView } from "./task-form";
import { variablesFromForm } from "./variables";

interface Reader {
  client: ProviderClient;
  api: ResourceProvider;
  call: { token: string; lang: string };
}

/** One designed form with its selects' options in the reader's language; null when the tenant no longer has it. */
async function loadTaskForm({ client, api, call }: Reader, key: string): Promise<TaskFormView | null> {
  let form;
  try {
    form = await client.data({ ...call, method: "GET", path: taskPaths.form, query: { key }, schema: taskFormSchema });
  } catch (error) {
    if (error instanceof ProviderError && error.message === workflowMessages.formUnknown) return null;
    throw error;
  }
  const { options } = await dictionariesFor(form.schema, (type) => api.dictionary(type), call.lang as Language);
  return { key: form.key, name: form.name, design: form.schema, options };
}

/** The designed forms of these keys, by key; one the tenant no longer has is left out. */
export async function loadTaskForms(reader: Reader, keys: readonly string[]): Promise<TaskForms> {
  const forms = await Promise.all(keys.map((key) => loadTaskForm(reader, key)));
  return Object.fromEntries(forms.flatMap((form) => (form ? [[form.key, form]] : [])));
}

/**
 * Completing a task: with its designed form (`formKey` posted beside the JSON `values`), the
 * values are checked with the form's own schema as in the browser (`submitPosted`, as
 * /generatorform does), then by the provider, whose refusal names the field it is about; without
 * one, free variables as before.
 */
export const completeStep: ActionHandler = async ({ client, api, call, values, form: posted }) => {
  const form = values.formKey ? await loadTaskForm({ client, api, call }, values.formKey) : null;
  const input = { id: values.id, comment: values.comment, variables: variablesFromForm(values.variables) };
  const parsed = completeTaskSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(completeTaskSchema, input) };
  const complete = (formValues?: Record<string, unknown>) => client.request({ ...call, method: "POST", path: taskPaths.complete, json: { ...parsed.data, formValues } });
  const done = { ok: true, success: { key: "resources.processModel.task.done.complete" } } as const;
  if (!form) return (await complete(), done);
  // A chosen file of an upload field goes to the tenant's file area first; its id is the value.
  const answer = await submitPosted(posted, form.design, dictionaryValuesOf(form.options), (file) => uploadFile(client, call, file), complete);
  return answer.ok ? done : answer;
};
