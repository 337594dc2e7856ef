import { z } from "zod";

/** A tenant as `queryTenantUser` lists it. */
export const tenantSummarySchema = z
  .object({
    tenantCode: z.coerce.string(),
    tenantName: z.string(),
    domain: z.string().nullish(),
  })
  .passthrough();
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/**
 * `GET /api/admin/sysuser/queryTenantUser`: the caller's tenant, and every tenant in which an
 * account with the caller's username or e-mail exists (for a tenant switcher).
 */
export const tenantUserSchema = tenantSummarySchema.extend({
  contact: z.string().nullish(),
  email: z.string().nullish(),
  tel: z.string().nullish(),
  status: z.number().nullish(),
  applications: z.array(z.string()).default([]),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
  tenants: z.array(tenantSummarySchema),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;
