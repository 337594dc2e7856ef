import { addStockMovementPath, addStockMovementSchema, stockMovementSchema, stockMovementsPath } from "#contract/business/stock";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler, LoaderExtra } from "~/resources/route.server";
import { z } from "zod";
import { FIGURE_PARAM } from "./figure";

const figureSchema = z.string().regex(/^(\d{1,20})-(\d{1,20})$/);

/** An issue, a transfer or an adjustment, checked here first so each field shows its own refusal. */
export const recordMovement: ActionHandler = async ({ client, call, values }) => {
  const parsed = addStockMovementSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(addStockMovementSchema, values) };
  await client.request({ ...call, method: "POST", path: addStockMovementPath, json: parsed.data });
  return { ok: true, success: { key: "resources.InventoryInquiry.movement.recorded" } };
};

/** The movements behind the figure the URL names, or none. */
export const movementsOfFigure: LoaderExtra = async ({ request, api }) => {
  const figure = figureSchema.safeParse(new URL(request.url).searchParams.get(FIGURE_PARAM));
  if (!figure.success) return null;
  const [goodsId, warehouseId] = figure.data.split("-");
  return { figure: figure.data, movements: await api.items(stockMovementsPath, stockMovementSchema, { goodsId, warehouseId }) };
};
