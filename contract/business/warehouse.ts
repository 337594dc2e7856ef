import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalPhoneSchema, optionalText, recordCodeSchema, requiredText } from "../usa/common";

/** Warehouses (/warehouseInformation): where the tenant's stock lies, under the business service (decision 0017). */
export const warehousePaths = resourcePaths("business", "Warehouse");
/**
 * `GET`: the tenant's enabled warehouses as `[{ value, label }]` (a movement's or an order's
 * receipt's warehouse). Its entity is capitalised, as the orders' receive dialog names it.
 */
export const warehouseOptionsBase = "/api/business/Warehouse";
export const warehouseOptionsPath = `${warehouseOptionsBase}/queryWarehouseOptions`;

export const WAREHOUSE_TYPES = ["own", "bonded", "thirdParty"] as const;
export const WAREHOUSE_STATUSES = ["enabled", "disabled"] as const;

/** The warehouse calls' refusals, in the provider's English (the screens word them). */
export const warehouseMessages = {
  warehouseCodeTaken: "a warehouse with this code already exists",
  warehouseUnknown: "choose a warehouse of this tenant",
  warehouseDisabled: "the warehouse is disabled: enable it before moving stock in or out",
  warehouseHasMovements: "the warehouse has stock movements and cannot be deleted: disable it instead",
} as const;

export const warehouseFields = {
  code: recordCodeSchema(32),
  name: requiredText(128),
  warehouseType: z.enum(WAREHOUSE_TYPES),
  address: requiredText(255),
  contactPerson: optionalText(64),
  contactPhone: optionalPhoneSchema,
  status: z.enum(WAREHOUSE_STATUSES),
  remark: optionalText(255),
};

export const addWarehouseSchema = z.object(warehouseFields);
export const updateWarehouseSchema = z.object({ ...warehouseFields, id: idSchema });
export const warehouseSchema = z.object({
  ...warehouseFields,
  id: idSchema,
  /** Movements recorded in it: a warehouse with any is kept (disabled, never deleted). */
  movementCount: z.number().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const WAREHOUSE_SORTABLE = ["code", "name", "warehouseType", "createTime"] as const;
