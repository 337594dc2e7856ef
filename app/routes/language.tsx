import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { isSitePath } from "~/auth/access";
import { isLanguage } from "~/i18n/config";
import { languageCookie } from "~/lib/cookies";

/** Sets the `language` cookie (SPEC §3) and goes back; works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const target = form.get("redirectTo");
  const back = isSitePath(target) ? target : "/login";
  // The login page has no React (decision 0040): it is always loaded whole.
  const go = back.startsWith("/login") ? redirectDocument : redirect;
  if (!isLanguage(language)) return go(back);
  return go(back, {
    headers: { "Set-Cookie": languageCookie(language) },
  });
}

export const loader = () => redirectDocument("/login");
