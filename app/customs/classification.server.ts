import type { z } from "zod";
import { classifyOrderFields, classifyOrderIdSchema, proposalSchemaFor, returnClassifyOrderSchema, type ClassifyStep } from "#contract/customs/classification";
import { idSchema } from "#contract/envelope";
import { classifyCandidates, takeStep } from "~/provider/customs.server";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler } from "~/resources/route.server";

/** A step on one order: the form parsed with the contract's rule, then the provider's call. */
function step(name: ClassifyStep, screen: string, schemaOf: (values: Record<string, string>) => z.ZodType<{ id: string }> = () => classifyOrderIdSchema): ActionHandler {
  return async ({ client, call, values }) => {
    const schema = schemaOf(values);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { ok: false, fieldErrors: rowErrors(schema, values) };
    await takeStep(client, call, name, parsed.data);
    return { ok: true, success: { key: `resources.${screen}.done.${name}` } };
  };
}

/** A proposal needs the codes of the order's jurisdictions, which the dialog sends along; the provider checks them against the order. */
const proposalRule = (values: Record<string, string>) => {
  const jurisdictions = classifyOrderFields.jurisdictions.safeParse(values.jurisdictions);
  return proposalSchemaFor(jurisdictions.success ? jurisdictions.data : []);
};

/** The propose dialog: first the HS candidates for the order's description (`step=load`), then the codes. */
const propose: ActionHandler = async (context) => {
  if (context.values.step !== "load") return step("propose", "ClassifyPlatform", proposalRule)(context);
  const id = idSchema.safeParse(context.values.id);
  if (!id.success) return { ok: false, error: { key: "kit.selectOne" } };
  return { ok: true, data: await classifyCandidates(context.client, context.call, id.data) };
};

/** The member's own steps on /ClassifyOrder. */
export const memberSteps: Record<string, ActionHandler> = {
  submit: step("submit", "ClassifyOrder"),
  cancel: step("cancel", "ClassifyOrder"),
};

/** The classifier's and the reviewer's steps on /ClassifyPlatform. */
export const deskSteps: Record<string, ActionHandler> = {
  claim: step("claim", "ClassifyPlatform"),
  propose,
  approve: step("approve", "ClassifyPlatform"),
  return: step("return", "ClassifyPlatform", () => returnClassifyOrderSchema),
};
