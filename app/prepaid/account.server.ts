import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { PREPAID_CURRENCIES } from "#contract/account/ledger";
import {
  accountMemberOptionsPath,
  adjustAccountPath,
  adjustAccountSchema,
  balanceSchema,
  exportMyStatementPath,
  exportStatementPath,
  myBalancesPath,
  myMovementPaths,
  myStatementPath,
  movementSchema,
  statementPath,
  statementSchema,
} from "#contract/account/movement";
import { pageSchema } from "#contract/envelope";
import { addRefundSchema, myRefundBankOptionsPath, myRefundPaths } from "#contract/account/refund";
import { failure } from "~/auth/action-result.server";
import { messageForError } from "~/auth/messages.server";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { isSecureRequest, setFlash } from "~/lib/flash.server";
import { provider } from "~/provider/index.server";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler, LoaderExtra } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statement's period the URL names, else this month so far (UTC days, as the provider counts them). */
export function periodOf(url: URL, now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  return { from: DAY.test(from) ? from : `${today.slice(0, 8)}01`, to: DAY.test(to) ? to : today };
}

async function bound(request: Request, page: string) {
  const session = await requireRouteAccess(request, page);
  return { session, call: { token: session.token, lang: i18nServer.getLocale(request) as Language }, client: provider() };
}

/** /MyAccount: the balance in each currency, the latest movements, and the statement of the chosen currency and period. */
export async function myAccountData(request: Request) {
  const { call, client } = await bound(request, "/MyAccount");
  const url = new URL(request.url);
  const balances = await client.data({ ...call, method: "GET", path: myBalancesPath, schema: z.array(balanceSchema) });
  const latest = await client.data({ ...call, method: "GET", path: myMovementPaths.query, query: { currentPage: "1", pageSize: "10" }, schema: pageSchema(movementSchema) });
  const asked = url.searchParams.get("currency") ?? "";
  const currency = (PREPAID_CURRENCIES as readonly string[]).includes(asked) ? asked : (balances[0]?.currency ?? "CNY");
  const period = periodOf(url);
  const statement = await client.data({ ...call, method: "GET", path: myStatementPath, query: { currency, ...period }, schema: statementSchema });
  const bankAccounts = await client.data({ ...call, method: "GET", path: myRefundBankOptionsPath, schema: z.array(z.object({ value: z.string(), label: z.string(), currency: z.string() })) });
  return json({ balances, latest: latest.list, currency, period, statement, bankAccounts, texts: screenTexts(["MyAccount"], call.lang) });
}

/** "Request a refund": unused balance back to one of the member's own bank accounts. */
export async function myAccountAction(request: Request) {
  const { call, client } = await bound(request, "/MyAccount");
  const values = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  const parsed = addRefundSchema.safeParse(values);
  if (!parsed.success) return json({ ok: false, fieldErrors: rowErrors(addRefundSchema, values) });
  try {
    await client.request({ ...call, method: "POST", path: myRefundPaths.add, json: parsed.data });
  } catch (error) {
    return json(failure(error));
  }
  return json({ ok: true, success: { key: "resources.MyAccount.refund.done" } });
}

/**
 * A statement file from the provider, passed on as the browser's download. A refusal on the way
 * (no such account, a wrong currency or period) goes back to the page with the message in the
 * reader's words: a link to a file is never a fault.
 */
async function download(request: Request, page: string, path: string, query: Record<string, string>): Promise<Response> {
  const { call, client } = await bound(request, page);
  const url = new URL(request.url);
  const format = url.searchParams.get("format") === "pdf" ? "pdf" : "xlsx";
  const zone = url.searchParams.get("timeZone");
  try {
    const file = await client.stream({ ...call, method: "GET", path, query: { ...query, ...periodOf(url), format, ...(zone ? { timeZone: zone } : {}) } });
    const headers = new Headers({ "Content-Security-Policy": "sandbox" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { headers });
  } catch (error) {
    const flash = await setFlash({ kind: "error", ...messageForError(error) }, isSecureRequest(request));
    return redirect(`${page}${url.search}`, { headers: { "Set-Cookie": flash } });
  }
}

export const myStatementDownload = (request: Request) => download(request, "/MyAccount", exportMyStatementPath, { currency: new URL(request.url).searchParams.get("currency") ?? "" });
export const accountStatementDownload = (request: Request) => download(request, "/AccountInfo", exportStatementPath, { accountId: new URL(request.url).searchParams.get("accountId") ?? "" });

/** /AccountInfo: the statement of the account the URL names (`?account=<id>`), beside the list. */
export const accountStatement: LoaderExtra = async ({ request, client, call }) => {
  const url = new URL(request.url);
  const accountId = url.searchParams.get("account") ?? "";
  const members = await client.data({ ...call, method: "GET", path: accountMemberOptionsPath, schema: z.array(z.object({ value: z.string(), label: z.string() })) });
  if (!/^\d{1,20}$/.test(accountId)) return { members, shown: null };
  const period = periodOf(url);
  return { members, shown: { accountId, period, statement: await client.data({ ...call, method: "GET", path: statementPath, query: { accountId, ...period }, schema: statementSchema }) } };
};

/** A manual adjustment: credit or debit with the reason the statement shows. */
export const adjustAccount: ActionHandler = async ({ client, call, values }) => {
  const parsed = adjustAccountSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(adjustAccountSchema, values) };
  await client.request({ ...call, method: "POST", path: adjustAccountPath, json: parsed.data });
  return { ok: true, success: { key: "resources.AccountInfo.adjust.done" } };
};
