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

/** The org calls beyond the kit's (SPEC §7 sysorg). */
export const sysOrgCalls = {
  /** GET: the org types, `[{ value, label }]` (dictionary `org_type`). */
  queryOrgType: `${sysOrgPaths.base}/queryOrgType`,
  /** GET `?roleId=&assign=`: the org tree with each org's users beneath it (see orgUserNodeSchema). */
  queryOrgUserTree: `${sysOrgPaths.base}/queryOrgUserTree`,
} as const;

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

/**
 * `queryOrgUserTree`: orgs (`type: "org"`) holding their sub-orgs and then their users
 * (`type: "user"`); users without an org come last at the top. With `roleId`, a user node says
 * whether the user holds the role (`checked`); with `assign=true` too, only its holders are listed.
 */
export interface OrgUserNode {
  id: string;
  type: "org" | "user";
  title: string;
  orgType?: string | null;
  username?: string;
  checked?: boolean;
  children?: OrgUserNode[];
}
export const orgUserNodeSchema: z.ZodType<OrgUserNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    type: z.enum(["org", "user"]),
    title: z.string(),
    orgType: z.string().nullish(),
    username: z.string().optional(),
    checked: z.boolean().optional(),
    children: z.array(orgUserNodeSchema).optional(),
  }),
);
export const orgUserTreeQuerySchema = z.object({ roleId: idSchema.optional(), assign: z.enum(["true", "false"]).optional() });
