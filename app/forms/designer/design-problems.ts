import { formSchemaSchema, type FormDesign } from "#contract/dev/form";
import { issueMessage } from "#contract/messages";

/** A design's problems by the path of the property they concern (`fields.0.columns.1.name`), in the provider's words. */
export function designProblems(design: FormDesign): Record<string, string> {
  const result = formSchemaSchema.safeParse(design, { error: issueMessage });
  const problems: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) problems[issue.path.map(String).join(".") || "fields"] ??= issue.message;
  return problems;
}

/** The problems under one prefix (`fields.2.`), keyed by the rest of their path. */
export function problemsUnder(problems: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).flatMap(([path, message]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), message]] : [])));
}
