import { z } from "zod";
import { idSchema } from "../envelope";
import { wordings } from "./fields";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/**
 * Organisations (SPEC §3 org): a tree of the tenant's company, departments and teams by
 * `parentId`. Its `querySysOrg` is also where the shell reads the session's org list
 * (`paths.admin.querySysOrg`, SPEC §7 sysorg: currentPage 1, pageSize 10000).
 */
export const sysOrgPaths = resourcePaths("admin", "SysOrg");

/** The org types (dictionary `org_type`). */
export const ORG_TYPES = ["company", "department", "team"] as const;

/** The provider's refusals of org writes. */
export const sysOrgMessages = {
  parentIsSelf: "an organisation cannot be its own parent or sit under its own child",
  parentNotFound: "the parent organisation does not exist",
  hasChildren: "delete the child organisations first",
  hasUsers: "the organisation still has users",
} as const;

export const sysOrgFields = {
  orgType: z.string().trim().min(1, m.required).max(32, m.tooLong),
  // SPEC §5: tenant or organisation name, 1 to 64.
  orgName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  ...wordings("orgName", 64),
  orgDescription: z.string().trim().max(512, m.tooLong).nullish(),
  ...wordings("orgDescription", 512),
  orgSequence: z.coerce.number({ error: m.notANumber }).int(m.notANumber).min(0).max(99999),
  parentId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
};

export const addSysOrgSchema = z.object(sysOrgFields);
export const updateSysOrgSchema = addSysOrgSchema.extend({ id: idSchema });

export const sysOrgSchema = updateSysOrgSchema.extend({
  orgDescription: z.string().nullish(),
  tenantCode: z.string().optional(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type SysOrg = z.infer<typeof sysOrgSchema>;

export const SYS_ORG_SORTABLE = ["createTime", "updateTime", "orgName", "orgType", "orgSequence"] as const;
