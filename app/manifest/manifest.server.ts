import { redirect } from "@remix-run/node";
import { z } from "zod";
import { attachmentDisposition, EXPORT_FORMATS } from "#contract/admin/resource";
import { MANIFEST_MENU, readManifestQuery, type ManifestAnswer, type ManifestExample, type ManifestQueryProblem } from "#contract/customs/manifest";
import { messageForError } from "~/auth/messages.server";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { isSecureRequest, setFlash, type Flash } from "~/lib/flash.server";
import { timeZoneOf } from "~/lib/time-zone";
import { provider } from "~/provider/index.server";
import { exportManifest, manifestExamples, queryManifest } from "~/provider/manifest.server";
import { canUse } from "~/resources/protocol";
import { screenTexts } from "~/resources/resources.i18n";
import { MANIFEST_PAGE, manifestPageFor, type ManifestSearch } from "./links";

const EXPORT_BUTTON = `${MANIFEST_MENU}:export`;

/** What the URL asks, empty fields left out; null when it asks nothing. */
function searchOf(url: URL): ManifestSearch | null {
  const pick = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const search = { bill: pick("bill"), scac: pick("scac"), container: pick("container") };
  return Object.values(search).some((value) => value !== undefined) ? search : null;
}

async function bound(request: Request) {
  const session = await requireRouteAccess(request, MANIFEST_PAGE);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider() };
}

export interface ManifestPageData {
  search: ManifestSearch | null;
  /** The rule the search breaks: checked here with the provider's own rules, before asking it. */
  problem: ManifestQueryProblem | null;
  answer: ManifestAnswer | null;
  /** Bills to try while nothing is asked. */
  examples: ManifestExample[];
  canExport: boolean;
}

/**
 * The page: what the URL asks, the provider's answer to it, or bills to try when it asks nothing.
 * A form sent with empty fields comes back to the URL of the fields filled in.
 */
export async function manifestPage(request: Request) {
  const { session, call, client } = await bound(request);
  const url = new URL(request.url);
  const search = searchOf(url);
  const clean = manifestPageFor(search);
  if (`${url.pathname}${url.search}` !== clean && url.searchParams.size > 0) throw redirect(clean);
  const texts = screenTexts(["ManifestQuery"], call.lang);
  const data: ManifestPageData = { search, problem: null, answer: null, examples: [], canExport: canUse(session.authority.menuButton, EXPORT_BUTTON) };
  if (search === null) return { ...data, examples: await manifestExamples(client, call), texts };
  const read = readManifestQuery(search);
  if ("problem" in read) return { ...data, problem: read.problem, texts };
  return { ...data, answer: await queryManifest(client, call, read.query), texts };
}

const formatSchema = z.enum(EXPORT_FORMATS);

/**
 * The answer's events as a file (`?format=xlsx|docx|pdf` and the page's search). Only for a role
 * holding the menu's export button; a refusal goes back to the page with the reason.
 */
export async function manifestExport(request: Request): Promise<Response> {
  const { session, call, client } = await bound(request);
  const url = new URL(request.url);
  const search = searchOf(url);
  const back = async (message: Flash) => redirect(manifestPageFor(search), { headers: { "Set-Cookie": await setFlash(message, isSecureRequest(request)) } });
  if (!canUse(session.authority.menuButton, EXPORT_BUTTON)) return back({ kind: "error", key: "kit.errors.noPermission" });
  const format = formatSchema.safeParse(url.searchParams.get("format"));
  const read = search ? readManifestQuery(search) : null;
  if (!format.success || !read || "problem" in read) return back({ kind: "error", key: "errors.generic" });
  try {
    const file = await exportManifest(client, call, format.data, read.query, timeZoneOf(request.headers.get("Cookie")));
    return new Response(file.body, {
      headers: { "Content-Type": file.contentType, "Content-Disposition": attachmentDisposition(file.filename ?? `${MANIFEST_MENU}.${format.data}`) },
    });
  } catch (error) {
    return back({ kind: "error", ...messageForError(error) });
  }
}
