import type { LoaderFunctionArgs } from "@remix-run/node";
import { idSchema } from "#contract/envelope";
import { requireSession } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import { downloadFile, provider } from "~/provider/index.server";
import { loadingRecord } from "~/provider/record-page.server";

/** The provider's headers a download keeps: what the file is, and how the browser saves it. */
const PASSED_ON = ["Content-Type", "Content-Disposition"] as const;

/**
 * An attachment of a record, fetched from the provider's file area for a signed-in user, so the
 * browser talks only to this app. The provider answers only files of the user's tenant.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const id = idSchema.safeParse(params.id);
  if (!id.success || !params.name) throw new Response("Not Found", { status: 404 });
  const name = params.name;
  const file = await loadingRecord(() => downloadFile(provider(), { token: session.token, lang: i18nServer.getLocale(request) }, id.data, name));
  // The app's own headers (nosniff, no-store) come on top; opened in a tab, a file still runs nothing.
  const headers = new Headers({ "Content-Security-Policy": "sandbox" });
  for (const name of PASSED_ON) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { headers });
}
