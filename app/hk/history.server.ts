import type { MessageSubject } from "#contract/hk/exchange";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { loadConsignment, loadTdec, messagesOf } from "~/provider/hk.server";
import { provider } from "~/provider/index.server";
import { recordPage } from "~/provider/record-page.server";
import type { ResourceDeclaration } from "~/resources/define";
import { resourceLoader } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

/**
 * A message history screen (SPEC: a query by `operation` and `data`): without them, the searchable
 * list of the messages; with `operation=view&data=<id>`, that record's facts and its messages, or
 * the 404 page when the id cannot exist or is not one of the tenant's records.
 */
export async function historyLoader(request: Request, resource: ResourceDeclaration, subject: MessageSubject) {
  const url = new URL(request.url);
  if (url.searchParams.get("operation") !== "view") return { view: null, ...(await resourceLoader(request, resource)) };
  const session = await requireRouteAccess(request, resource.path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const client = provider();
  const [record, messages] = await recordPage(url.searchParams.get("data") ?? undefined, (id) =>
    Promise.all([subject === "ccrn" ? loadConsignment(client, call, id) : loadTdec(client, call, id).then((data) => data.tdec), messagesOf(client, call, subject, id)]),
  );
  if (!record) throw new Response("Not found", { status: 404 });
  return { view: { record: record as Record<string, unknown> & { id: string }, messages }, texts: screenTexts([resource.name, ...(resource.usesTextsOf ?? [])], call.lang) };
}
