import { asc } from "drizzle-orm";
import { fieldRefusal } from "../../contract/dev/form";
import type { Variables } from "../../contract/workflow/expression";
import type { Queryable } from "../context";
import { checkFormValues } from "../forms/store";
import { forms } from "../../db/schema";
import { SimError } from "../http";
import { scoped } from "../tenant";

/**
 * A completed task's designed form (`activiti:formKey="form:<key>"`): its values checked against
 * the form's latest version, as a submission is, and turned into process variables. A refusal
 * names the first field that failed (`fieldRefusal`), before anything is written. Empty optional
 * values set nothing; a sub-table's lines are kept as JSON text.
 */
export function formVariables(tx: Queryable, tenantCode: string, formKey: string, values: Record<string, unknown> | undefined): Variables {
  const variables: Record<string, string | number | boolean> = {};
  const checked = checkFormValues(tx, tenantCode, formKey, values ?? {});
  if (!checked.ok) {
    const [path, message] = Object.entries(checked.fieldErrors)[0];
    throw new SimError(fieldRefusal(path, message));
  }
  for (const [name, value] of Object.entries(checked.values)) {
    if (value === null || value === undefined) continue;
    variables[name] = typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : JSON.stringify(value);
  }
  return variables;
}

/** The tenant's designed forms as a user task may name them: value the key, label the name. */
export function formOptions(q: Queryable, tenantCode: string): { value: string; label: string }[] {
  return q.select({ value: forms.key, label: forms.name }).from(forms).where(scoped(forms, tenantCode)).orderBy(asc(forms.name), asc(forms.key)).all();
}
