import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSitePath } from "~/auth/access";
import { isLanguage } from "~/i18n/config";

/** Sets the `language` cookie (SPEC §3) and goes back; works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const target = form.get("redirectTo");
  const back = isSitePath(target) ? target : "/login";
  if (!isLanguage(language)) return redirect(back);
  return redirect(back, {
    headers: { "Set-Cookie": `language=${language}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export const loader = () => redirect("/login");
