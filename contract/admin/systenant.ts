import { z } from "zod";
import { idSchema } from "../envelope";
import { optionalDate, optionalText } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** Tenants (SPEC §3 tenant): the platform's registry, kept by the platform's administrators. */
const base = resourcePaths("admin", "SysTenant");
export const sysTenantPaths = { ...base, audit: `${base.base}/auditSysTenant` } as const;

/** The tenant that runs the platform: its administrators manage tenants and app clients. */
export const PLATFORM_TENANT = "10001";

export const tenantMessages = {
  tenantCodeTaken: "a tenant with this code already exists",
  endNotAfterStart: "the end date must be after the start date",
  notPending: "only a pending application can be reviewed",
  ownApplication: "nobody may review their own application",
  failCauseRequired: "give the reason for the rejection",
  platformTenant: "the platform's own tenant cannot be deleted",
  hasUsers: "the tenant still has users",
  tenantNotStarted: "the tenant's service period has not started yet",
  tenantExpired: "the tenant's service period has ended",
  registrationPending: "your registration awaits approval by the tenant's administrator",
  wrongInvitationCode: "the invitation code is not valid for this tenant",
} as const;

export const APPLY_STATUSES = ["pending", "approved", "rejected"] as const;

export const sysTenantFields = {
  tenantCode: z.string().trim().regex(/^\d{5}$/, "tenant code is 5 digits"),
  tenantName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  domain: optionalText(128),
  contact: optionalText(64),
  email: z.preprocess((v) => (v === "" ? null : v), z.email("a valid e-mail address").max(128, m.tooLong).nullish()),
  tel: optionalText(32),
  startTime: optionalDate,
  endTime: optionalDate,
  invitationCode: z.preprocess((v) => (v === "" ? null : v), z.string().trim().regex(/^[A-Za-z0-9]{6,32}$/, "6 to 32 letters or digits").nullish()),
};

function periodRule(value: { startTime?: string | null; endTime?: string | null }, ctx: z.RefinementCtx) {
  if (value.startTime && value.endTime && value.endTime <= value.startTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: tenantMessages.endNotAfterStart });
}

export const addSysTenantSchema = z.object(sysTenantFields).superRefine(periodRule);
const { tenantCode: _code, ...editable } = sysTenantFields;
export const updateSysTenantSchema = z.object({ ...editable, id: idSchema }).superRefine(periodRule);

export const sysTenantSchema = z.object({
  id: idSchema,
  tenantCode: z.string(),
  tenantName: z.string(),
  domain: z.string().nullish(),
  contact: z.string().nullish(),
  email: z.string().nullish(),
  tel: z.string().nullish(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
  applyStatus: z.string().nullish(),
  invitationCode: z.string().nullish(),
  failCause: z.string().nullish(),
  applyDate: timeSchema,
  applyUserName: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysTenant = z.infer<typeof sysTenantSchema>;

export const SYS_TENANT_SORTABLE = ["tenantCode", "tenantName", "applyStatus", "applyDate", "endTime", "createTime"] as const;

/** `auditSysTenant`: approve, or reject with the reason. */
export const auditSysTenantSchema = z
  .object({
    id: idSchema,
    decision: z.enum(["approve", "reject"]),
    failCause: optionalText(200),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "reject" && !value.failCause) ctx.addIssue({ code: "custom", path: ["failCause"], message: tenantMessages.failCauseRequired });
  });
