import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireSession } from "~/auth/session.server";
import type { ActionResult } from "~/lib/action-result";
import { provider, readAllNotification, readNotification } from "~/provider/index.server";

/**
 * The bell's notices (SPEC §2): `intent=read&id=` marks the opened one read, `intent=readAll`
 * all of them. The shell's loader then runs again, so the badge follows.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  answeringExpiry(request, async (): Promise<ActionResult> => {
    const session = await requireSession(request);
    const form = await request.formData();
    const intent = form.get("intent");
    const id = String(form.get("id") ?? "");
    try {
      if (intent === "read" && id) await readNotification(provider(), session.token, id);
      else if (intent === "readAll") await readAllNotification(provider(), session.token);
      else return { ok: false, error: { key: "errors.hasError" } };
    } catch (error) {
      return failure(error);
    }
    return { ok: true };
  });

export const loader = () => redirect("/workbench");
