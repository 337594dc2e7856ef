import type { LoaderFunctionArgs } from "@remix-run/node";
import { filesText } from "~/files/files.i18n";
import { openShare } from "~/files/netdisc.server";
import { i18nServer } from "~/i18n/i18n.server";
import { ProviderError } from "~/provider/errors";
import { provider } from "~/provider/index.server";

/** The provider's headers a shared download keeps: what the file is, and how the browser saves it. */
const PASSED_ON = ["Content-Type", "Content-Disposition"] as const;

/**
 * A share link of the netdisc (decision 0031): anyone holding it downloads the file, signed in
 * or not, until it expires or is revoked; then a short refusal in the visitor's language.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = i18nServer.getLocale(request);
  try {
    const file = await openShare(provider(), params.token ?? "", lang);
    const headers = new Headers({
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    });
    for (const name of PASSED_ON) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { headers });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const text = lang === "zh" || lang === "tw" ? filesText[lang].shareGone : filesText.en.shareGone;
    return new Response(text, {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }
}
