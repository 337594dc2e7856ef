import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { failure } from "~/auth/action-result.server";
import { changePasswordSchema } from "~/auth/forms.server";
import { answeringExpiry, requireSession } from "~/auth/session.server";
import type { ActionResult } from "~/lib/action-result";
import { formValues, validate } from "~/lib/form.server";
import { provider, updatePassword } from "~/provider/index.server";

/** Change password (profile menu). The provider's 'success' closes the dialog; its refusal shows 2 s. */
export const action = ({ request }: ActionFunctionArgs) =>
  answeringExpiry(request, async (): Promise<ActionResult> => {
    const session = await requireSession(request);
    const parsed = validate(changePasswordSchema, formValues(await request.formData()));
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors };
    const { password, newPassword } = parsed.data;
    try {
      await updatePassword(provider(), session.token, { id: session.user.id, password, newPassword });
    } catch (error) {
      return failure(error, { warning: true });
    }
    return { ok: true, success: { key: "shell.passwordChanged" } };
  });

export const loader = () => redirect("/workbench");
