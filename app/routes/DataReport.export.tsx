import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { attachmentDisposition } from "#contract/admin/resource";
import { DATA_REPORT_MENU, reportQuerySchema } from "#contract/business/report";
import { messageForError } from "~/auth/messages.server";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { isSecureRequest, setFlash, type Flash } from "~/lib/flash.server";
import { exportDataReport } from "~/provider/business/report.server";
import { provider } from "~/provider/index.server";
import { canUse } from "~/resources/protocol";

/**
 * The report's workbook: a route without a page, so the file is never page data. The guard is
 * the report's own, and the export button is checked here as the provider checks it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireRouteAccess(request, "/DataReport");
  const url = new URL(request.url);
  const back = async (message: Flash) => redirect(`/DataReport${url.search}`, { headers: { "Set-Cookie": await setFlash(message, isSecureRequest(request)) } });
  if (!canUse(session.authority.menuButton, `${DATA_REPORT_MENU}:export`)) return back({ kind: "error", key: "kit.errors.noPermission" });
  const period = reportQuerySchema.safeParse({ from: url.searchParams.get("from"), to: url.searchParams.get("to") });
  if (!period.success) return back({ kind: "error", key: "errors.generic" });
  try {
    const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
    const file = await exportDataReport(provider(), call, period.data);
    return new Response(file.body, { headers: { "Content-Type": file.contentType, "Content-Disposition": attachmentDisposition(file.filename ?? `${DATA_REPORT_MENU}.xlsx`) } });
  } catch (error) {
    return back({ kind: "error", ...messageForError(error) });
  }
}
