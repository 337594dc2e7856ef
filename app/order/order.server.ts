import { json, redirect } from "@remix-run/node";
import { saveOrderSchema, type OrderRecord } from "#contract/business/order";
import { idSchema } from "#contract/envelope";
import { ORDER_STEPS, type OrderStep } from "#contract/business/order-steps";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { failure } from "~/auth/action-result.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { loadOrder, orderFile, orderGoods, reorder, saveOrder, stepOrder, warehouseOptions } from "~/provider/order.server";
import { loadingRecord } from "~/provider/record-page.server";
import { resourceProvider } from "~/provider/resources.server";
import { buttonCode } from "~/resources/define";
import { orderList, orderPage } from "~/resources/orderList";
import { loadOptions, type ResourceActionResult } from "~/resources/route.server";
import { screenTexts } from "~/resources/resources.i18n";

/** The list whose menu entry grants an order's pages. */
const PAGE = "/orderList";
const ONE_CLICK = "/OneClickOrder";

async function bound(request: Request, page = PAGE) {
  const session = await requireRouteAccess(request, page);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const can = (button: string, menu: { name: string } = orderList) => session.authority.menuButton.includes(buttonCode(menu, button));
  return { session, call, client: provider(), can };
}

/** An order's page: the order (none for a new draft), and the choices its forms offer. */
export async function orderPageData(request: Request) {
  const { call, client } = await bound(request);
  const raw = new URL(request.url).searchParams.get("id");
  const id = raw === null ? null : idSchema.safeParse(raw).data;
  if (raw !== null && !id) throw new Response("Not Found", { status: 404 });
  const record: OrderRecord | null = id ? await loadingRecord(() => loadOrder(client, call, id)) : null;
  const api = resourceProvider(client, call.token, call.lang);
  const [options, goods, warehouses] = await Promise.all([loadOptions(api, orderList, call.lang), orderGoods(client, call), warehouseOptions(client, call)]);
  // A new draft is dated today (UTC, as the provider counts its days).
  const today = new Date().toISOString().slice(0, 10);
  return json({ record, options, goods, warehouses, today, texts: screenTexts([orderList.name], call.lang) });
}

/** A form's fields as the page posts them: the whole draft travels as JSON in `order`. */
function draftOf(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get("order") ?? ""));
  } catch {
    return null;
  }
}

/**
 * Each refusal of the draft on the field it concerns (`lines.2.roughWeight`), in the provider's
 * words the page translates, so the buyer fixes them all in one pass before any call.
 */
function draftErrors(draft: unknown): Record<string, string> | null {
  const parsed = saveOrderSchema.safeParse(draft);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "lines", issue.message]));
}

/** The page's actions: save the draft (then its page), take a step. */
export async function orderPageAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ResourceActionResult | Response> => {
    const { call, client, can } = await bound(request);
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    try {
      if (intent === "save") {
        const draft = draftOf(form) as { id?: string } | null;
        if (!can(draft?.id ? "update" : "add")) return { ok: false, intent, error: { key: "kit.errors.noPermission" } };
        const fieldErrors = draftErrors(draft);
        if (fieldErrors) return { ok: false, intent, fieldErrors };
        const id = await saveOrder(client, call, saveOrderSchema.parse(draft));
        return draft?.id ? { ok: true, intent, success: { key: "resources.orderList.page.saved" } } : redirect(orderPage(id));
      }
      const step = String(form.get("step") ?? "") as OrderStep;
      if (intent === "step" && ORDER_STEPS.includes(step)) {
        if (!can("update")) return { ok: false, intent, error: { key: "kit.errors.noPermission" } };
        const warehouseId = String(form.get("warehouseId") ?? "") || null;
        await stepOrder(client, call, String(form.get("id")), step, warehouseId);
        return { ok: true, intent, success: { key: `resources.orderList.page.stepped.${step}` } };
      }
    } catch (error) {
      return { ...failure(error), intent };
    }
    return json<ResourceActionResult>({ ok: false, error: { key: "kit.errors.unknownIntent" } }, { status: 400 });
  });
}

/** /OneClickOrder's page: the tenant's latest orders to order again, its suppliers and goods to order anew. */
export async function oneClickData(request: Request) {
  const { call, client } = await bound(request, ONE_CLICK);
  const api = resourceProvider(client, call.token, call.lang);
  const [recent, options, goods] = await Promise.all([
    api.list(orderList.paths, orderList.row, { currentPage: 1, pageSize: 50, sorter: "createTime_descend" }),
    loadOptions(api, orderList, call.lang),
    orderGoods(client, call),
  ]);
  const orders = recent.list.map((o) => ({ value: o.id, label: [o.code, o.supplierName, o.orderDate].filter(Boolean).join(" · ") }));
  return json({ orders, suppliers: options.supplierId ?? [], goods, texts: screenTexts([orderList.name], call.lang) });
}

/** /OneClickOrder's action: a new draft from a past order or from checked goods, opened on its page. */
export async function reorderAction(request: Request) {
  return answeringExpiry(request, async (): Promise<ResourceActionResult | Response> => {
    const { call, client, can } = await bound(request, ONE_CLICK);
    if (!can("add", { name: "OneClickOrder" })) return { ok: false, error: { key: "kit.errors.noPermission" } };
    const form = await request.formData();
    const goodsIds = form.getAll("goodsId").map(String).filter(Boolean);
    const body = form.get("intent") === "fromOrder" ? { fromOrderId: String(form.get("fromOrderId") ?? "") } : { supplierId: String(form.get("supplierId") ?? ""), goodsIds };
    try {
      return redirect(orderPage(await reorder(client, call, body)));
    } catch (error) {
      return failure(error);
    }
  });
}

/** An order's PDF or spreadsheet, fetched from the provider for a user who may open the list. */
export async function orderDownload(request: Request, id: string, kind: "pdf" | "xlsx"): Promise<Response> {
  const { call, client } = await bound(request);
  const file = await orderFile(client, call, id, kind);
  const headers = new Headers({ "Content-Security-Policy": "sandbox" });
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { headers });
}
