import { auditUserAuthSchema } from "#contract/admin/userauth";
import { userAuthProvider } from "~/provider/userauth.server";
import type { ResourceDeclaration } from "./define";
import { rowErrors } from "./import.server";
import type { ActionHandler } from "./route.server";

/** A reviewer's correction of a member's details: the provider takes it as a POST. */
export const updateMember =
  (resource: ResourceDeclaration): ActionHandler =>
  async ({ client, call, values }) => {
    const parsed = resource.update.safeParse(values);
    if (!parsed.success) return { ok: false, fieldErrors: rowErrors(resource.update, values) };
    await userAuthProvider(client, call).update(parsed.data);
    return { ok: true, success: { key: "kit.saved" } };
  };

/** Approve, or reject with the reason (the review dialog). */
export const auditRequest: ActionHandler = async ({ client, call, values }) => {
  const parsed = auditUserAuthSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(auditUserAuthSchema, values) };
  await userAuthProvider(client, call).audit(parsed.data);
  return { ok: true, success: { key: `resources.approvalUser.done.${parsed.data.approvalStatus}` } };
};
