import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { countryCodeSchema, currencyCodeSchema, flagSchema, optionalEmailSchema, optionalPhoneSchema, optionalStateSchema, optionalText, recordCodeSchema, requiredText } from "./common";

/** The broker's customers, who are billed for the files (/customerInformations). */
export const usCustomerPaths = resourcePaths("usa", "UsCustomer");

export const CUSTOMER_STATUSES = ["active", "inactive"] as const;

export const usCustomerFields = {
  customerCode: recordCodeSchema(32),
  customerName: requiredText(128),
  contactName: optionalText(64),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  countryCode: countryCodeSchema,
  state: optionalStateSchema,
  city: optionalText(64),
  address: optionalText(255),
  currency: currencyCodeSchema,
  paymentTermDays: z.coerce.number().int("must be a whole number").min(0).max(180),
  status: z.enum(CUSTOMER_STATUSES),
  remark: optionalText(255),
};

export const addUsCustomerSchema = z.object(usCustomerFields);
export const updateUsCustomerSchema = addUsCustomerSchema.extend({ id: idSchema });
export const usCustomerSchema = updateUsCustomerSchema.extend({
  isDemo: flagSchema,
  /** Importers and exporters filed for this customer. */
  partyCount: z.number().optional(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UsCustomer = z.infer<typeof usCustomerSchema>;

export const US_CUSTOMER_SORTABLE = ["customerCode", "customerName", "countryCode", "createTime"] as const;
