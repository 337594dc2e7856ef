import type { FormDesign } from "#contract/dev/form";
import type { Option } from "~/resources/define";

/**
 * A designed form as the task screens use it (a user task's `activiti:formKey="form:<key>"`):
 * its latest design, and the options of its select fields by dictionary type in the reader's language.
 */
export interface TaskFormView {
  key: string;
  name: string;
  design: FormDesign;
  options: Record<string, Option[]>;
}

/** The designed forms a page needs, by key. */
export type TaskForms = Record<string, TaskFormView>;

/** The form keys named by a list of tasks or history steps, each once. */
export const formKeysOf = (items: readonly { formKey?: string | null }[]) => [...new Set(items.flatMap((item) => (item.formKey ? [item.formKey] : [])))];
