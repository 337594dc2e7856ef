import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { failure } from "~/auth/action-result.server";
import { ACTIVE_POST_COOKIE, ACTIVE_ROLE_COOKIE, workingCookie } from "~/auth/role-switch.server";
import { answeringExpiry, requireSession } from "~/auth/session.server";
import type { ActionResult } from "~/lib/action-result";
import { isSecureRequest } from "~/lib/flash.server";
import { provider, queryRoleName } from "~/provider/index.server";

const REFUSED: ActionResult = { ok: false, error: { key: "shell.switchRefused" } };

/**
 * Switch post or role (profile menu, SPEC §6). `intent=post&postCode=` works in another of the
 * user's posts with all its roles; `intent=role&roleCode=` narrows to one role of the post, an
 * empty roleCode widens back to all. The menus change, so the user lands on the workbench.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  answeringExpiry(request, async (): Promise<ActionResult | Response> => {
    const session = await requireSession(request);
    const form = await request.formData();
    const intent = form.get("intent");
    const secure = isSecureRequest(request);
    const cookies: string[] = [];

    if (intent === "post") {
      const postCode = String(form.get("postCode") ?? "");
      if (!session.posts.some((post) => post.postCode === postCode)) return REFUSED;
      // A post where no role applies would leave a session without roles: refuse it up front.
      try {
        if ((await queryRoleName(provider(), session.token, session.user.id, postCode)).length === 0) return REFUSED;
      } catch (error) {
        return failure(error);
      }
      cookies.push(workingCookie(ACTIVE_POST_COOKIE, postCode, secure), workingCookie(ACTIVE_ROLE_COOKIE, null, secure));
    } else if (intent === "role") {
      const roleCode = String(form.get("roleCode") ?? "");
      if (roleCode && !session.availableRoles.some((role) => role.value === roleCode)) return REFUSED;
      cookies.push(workingCookie(ACTIVE_ROLE_COOKIE, roleCode || null, secure));
    } else {
      return REFUSED;
    }

    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirect("/workbench", { headers });
  });

export const loader = () => redirect("/workbench");
