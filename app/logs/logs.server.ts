import { elkPaths, logFilterSchema, logSearchSchema, type LogSearch } from "#contract/logs";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { ProviderError } from "~/provider/errors";
import { provider } from "~/provider/index.server";
import { screenTexts } from "~/resources/resources.i18n";
import { readAddress, tailQuery } from "./address";

export const LOGS_PATH = "/elk";

async function logCall(request: Request) {
  const session = await requireRouteAccess(request, LOGS_PATH);
  return { token: session.token, lang: i18nServer.getLocale(request) as Language };
}

/** The screen: the address's filters, a page of lines newest first and the histogram of the range. */
export async function logScreen(request: Request) {
  const call = await logCall(request);
  const url = new URL(request.url);
  const address = readAddress(url.searchParams, Date.now());
  const paging = { currentPage: url.searchParams.get("currentPage") ?? undefined, pageSize: url.searchParams.get("pageSize") ?? undefined };
  const search: LogSearch = await provider()
    .data({ ...call, method: "GET", path: elkPaths.queryLog, query: { ...address.filter, ...paging }, schema: logSearchSchema })
    .catch(goneAsUnknown);
  return { ...address, search, tail: tailQuery(address.filter), texts: screenTexts(["logs"], call.lang) };
}

/**
 * The live tail, passed on from the provider as it arrives (server-sent events). When the
 * browser goes, the provider's stream is cancelled with it, so the provider stops following.
 */
export async function logTail(request: Request): Promise<Response> {
  const call = await logCall(request);
  // Only a reader of events (EventSource asks for them) gets the endless stream; any other GET would wait on it forever.
  if (!(request.headers.get("Accept") ?? "").includes("text/event-stream")) return new Response("Not Acceptable: this address streams text/event-stream", { status: 406 });
  const filter = logFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!filter.success) return new Response("Bad Request", { status: 400 });
  const upstream = await provider()
    .stream({ ...call, method: "GET", path: elkPaths.tailLog, query: filter.data })
    .catch(goneAsUnknown);
  const reader = upstream.body!.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  request.signal.addEventListener("abort", cancel, { once: true });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel,
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" } });
}

/** The provider refused (a grant withdrawn, no log folder kept): the screen is gone as an unknown menu is, not a server fault. */
function goneAsUnknown(error: unknown): never {
  if (error instanceof ProviderError && (error.status === 403 || error.status === 404)) throw new Response("Not Found", { status: 404 });
  throw error;
}
