import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSitePath } from "~/auth/access";
import {
  normaliseSettings,
  parseSize,
  preferenceCookie,
  SETTINGS_COOKIE,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
} from "~/shell/settings";

/**
 * Saves a display preference in its cookie (settings drawer, size selector, sidebar state) so
 * the server renders it from the first byte. Answers JSON to fetchers, redirects plain forms.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  let cookie: string;
  if (intent === "settings") {
    const settings = normaliseSettings(readJson(form.get("settings")));
    cookie = preferenceCookie(SETTINGS_COOKIE, JSON.stringify(settings));
  } else if (intent === "resetSettings") {
    cookie = `${SETTINGS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } else if (intent === "size") {
    cookie = preferenceCookie(SIZE_COOKIE, parseSize(String(form.get("size"))));
  } else if (intent === "sidebar") {
    cookie = preferenceCookie(SIDEBAR_COOKIE, form.get("opened") === "0" ? "0" : "1");
  } else {
    return json({ ok: false }, { status: 400 });
  }
  const back = form.get("redirectTo");
  if (isSitePath(back)) return redirect(back, { headers: { "Set-Cookie": cookie } });
  return json({ ok: true }, { headers: { "Set-Cookie": cookie } });
}

function readJson(value: FormDataEntryValue | null): Record<string, unknown> {
  if (typeof value !== "string") return {};
  try {
    const parsed = JSON.parse(value);
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

export const loader = () => redirect("/workbench");
