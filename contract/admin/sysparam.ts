import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** Parameters (SPEC §3 param): a key/value per tenant; the key is unique in the tenant. */
export const sysParamPaths = resourcePaths("admin", "SysParam");

export const sysParamFields = {
  paramName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  ...wordings("paramName", 64),
  paramKey: z
    .string()
    .trim()
    .min(1, m.required)
    .max(100, m.tooLong)
    .regex(/^[A-Za-z][A-Za-z0-9._-]*$/, "key may hold letters, digits, '.', '_' and '-', starting with a letter"),
  paramValue: z.string().trim().min(1, m.required).max(512, m.tooLong),
};

export const addSysParamSchema = z.object(sysParamFields);
export const updateSysParamSchema = addSysParamSchema.extend({ id: idSchema });

export const sysParamSchema = updateSysParamSchema.extend({
  tenantCode: z.string().optional(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysParam = z.infer<typeof sysParamSchema>;

export const SYS_PARAM_SORTABLE = ["paramName", "paramKey", "createTime", "updateTime"] as const;

export const sysParamQuerySchema = pageQuerySchema.extend({
  paramName: z.string().trim().max(64).optional(),
  paramKey: z.string().trim().max(100).optional(),
});
