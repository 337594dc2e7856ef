import type { z } from "zod";
import { fieldRefusal, formMessages, type FormFieldInput } from "#contract/dev/form";
import { resourceMessages } from "#contract/admin/resource";
import { workflowMessages } from "#contract/workflow/messages";
import { taskPaths } from "#contract/workflow/task";
import { ProviderError } from "~/provider/errors";
import type { ActionContext } from "~/resources/route.server";
import { formKeysOf } from "./task-form";
import { completeStep, loadTaskForms } from "./task-form.server";

const FIELDS: FormFieldInput[] = [
  { id: "a", name: "consignee", type: "text", label: { en: "Consignee" }, required: true },
  { id: "b", name: "items", type: "lines", label: { en: "Items" }, required: true, columns: [{ id: "c", name: "unit", type: "select", label: { en: "Unit" }, required: true, dictType: "unit" }] },
];
const FORM = { key: "inspection", name: "Inspection", version: 2, schema: { fields: FIELDS } };

/** A provider that knows one form and the unit dictionary, records what is posted, and answers a complete with `refusal` when set. */
function fakeProvider(refusal?: string) {
  const posted: unknown[] = [];
  const client = {
    data: async ({ query, schema }: { query: { key: string }; schema: z.ZodType }) => {
      if (query.key !== FORM.key) throw new ProviderError(workflowMessages.formUnknown, { status: 500, path: taskPaths.form });
      return schema.parse(FORM);
    },
    request: async ({ path, json }: { path: string; json: unknown }) => {
      if (refusal) throw new ProviderError(refusal, { status: 500, path });
      posted.push(json);
    },
  };
  const api = { dictionary: async () => [{ dictName: "Pieces", dictNameZh: "个", dictValue: "PCS" }] };
  return { posted, client, api };
}

function context(provider: ReturnType<typeof fakeProvider>, values: Record<string, string>, formValues?: unknown): ActionContext {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (formValues !== undefined) form.set("values", JSON.stringify(formValues));
  return { client: provider.client, api: provider.api, call: { token: "t", lang: "zh" }, form, values, ids: [] } as unknown as ActionContext;
}

const TASK = { intent: "complete", id: "123", formKey: "inspection", comment: "done" };

describe("completing a task with a designed form, in the app's action", () => {
  it("checks the values with the form's own schema and its dictionaries, sending nothing while they fail", async () => {
    const provider = fakeProvider();
    expect(await completeStep(context(provider, TASK, { consignee: "", items: [{ unit: "BOX" }] }))).toEqual({ ok: false, fieldErrors: { consignee: resourceMessages.required, "items.0.unit": formMessages.notAnOption } });
    expect(provider.posted).toEqual([]);
  });

  it("sends the checked values beside the comment", async () => {
    const provider = fakeProvider();
    expect(await completeStep(context(provider, TASK, { consignee: " Lee ", items: [{ unit: "PCS" }] }))).toMatchObject({ ok: true });
    expect(provider.posted).toEqual([{ id: "123", comment: "done", variables: {}, formValues: { consignee: "Lee", items: [{ unit: "PCS" }] } }]);
  });

  it("shows the provider's refusal of a field at that field, and leaves other refusals to the toast", async () => {
    const refused = fieldRefusal("items.0.unit", formMessages.notAnOption);
    expect(await completeStep(context(fakeProvider(refused), TASK, { consignee: "Lee", items: [{ unit: "PCS" }] }))).toEqual({ ok: false, fieldErrors: { "items.0.unit": formMessages.notAnOption } });
    expect(await completeStep(context(fakeProvider(workflowMessages.claimFirst), TASK, { consignee: "Lee", items: [{ unit: "PCS" }] }))).toMatchObject({ ok: false, error: { text: workflowMessages.claimFirst } });
  });

  it("completes a task without a form with its free variables", async () => {
    const provider = fakeProvider();
    await completeStep(context(provider, { intent: "complete", id: "123", variables: JSON.stringify({ ok: true }) }));
    expect(provider.posted).toEqual([{ id: "123", variables: { ok: true } }]);
  });

  it("reads each form a page needs once, with its options in the reader's language, leaving out one the tenant no longer has", async () => {
    const provider = fakeProvider();
    expect(formKeysOf([{ formKey: "inspection" }, { formKey: null }, { formKey: "inspection" }, { formKey: "gone" }])).toEqual(["inspection", "gone"]);
    const forms = await loadTaskForms({ client: provider.client, api: provider.api, call: { token: "t", lang: "zh" } } as never, ["inspection", "gone"]);
    expect(Object.keys(forms)).toEqual(["inspection"]);
    expect(forms.inspection).toMatchObject({ name: "Inspection", options: { unit: [{ value: "PCS", label: "个" }] } });
  });
});
