import { checkValues, readFieldRefusal, type DictionaryValues, type FormDesign, type FormValues } from "#contract/dev/form";
import { failure } from "~/auth/action-result.server";
import type { ActionResult } from "~/lib/action-result";
import { ContractError, ProviderError, ProviderTimeoutError, ProviderUnavailableError, SessionExpiredError } from "~/provider/errors";
import { readFormValues, uploadPart } from "./values";

/**
 * A posted form's values, checked with the design's rules as the browser checked them; a chosen
 * file of an upload field is kept in the tenant's file area first and its id becomes the value.
 * `keep` sends the values on (the provider checks them again); a refusal naming a field lands there.
 */
export async function submitPosted(
  posted: FormData,
  design: FormDesign,
  dictionaries: DictionaryValues,
  upload: (file: File) => Promise<{ id: string }>,
  keep: (values: FormValues) => Promise<unknown>,
  prefix = "",
): Promise<ActionResult> {
  const values = readFormValues(posted, prefix);
  const files = design.fields.flatMap((f) => {
    const file = f.type === "upload" ? posted.get(uploadPart(f.name, prefix)) : null;
    return file instanceof File && file.size > 0 ? [[f.name, file] as const] : [];
  });
  // Rules first, with chosen files counted as given, so nothing is uploaded for a form that fails.
  const precheck = checkValues(design, dictionaries, { ...values, ...Object.fromEntries(files.map(([name]) => [name, "1"])) });
  if (!precheck.ok) return { ok: false, fieldErrors: precheck.fieldErrors };
  for (const [name, file] of files) {
    // A file the provider refuses (too large, empty, of a kind it does not keep) is that field's error.
    try {
      values[name] = (await upload(file)).id;
    } catch (error) {
      const refused = error instanceof ProviderError && ![SessionExpiredError, ProviderUnavailableError, ProviderTimeoutError, ContractError].some((kind) => error instanceof kind);
      if (refused) return { ok: false, fieldErrors: { [name]: error.message } };
      return failure(error);
    }
  }
  try {
    const checked = checkValues(design, dictionaries, values);
    if (!checked.ok) return { ok: false, fieldErrors: checked.fieldErrors };
    await keep(checked.values);
    return { ok: true };
  } catch (error) {
    const named = error instanceof ProviderError ? readFieldRefusal(error.message) : null;
    return named ? { ok: false, fieldErrors: { [named.path]: named.message } } : failure(error);
  }
}
