import type { orgs, params, posts, roles, tenants } from "../db/schema";
import { idFor, seedDate, stamp } from "./ids";

export const DEFAULT_TENANT = "10001";
/** Invitation codes of the seeded tenants: registering with one makes the account active at once. */
export const INVITATION_CODES: Readonly<Record<string, string>> = { "10001": "GTDEMO2026", "10002": "HKXB2026", "10003": "PACUS2026" };
/** Tenant code of the orphan account: role rows exist for it, the tenant row does not. */
export const MISSING_TENANT = "10099";

interface OrgPlan {
  key: string;
  name: string;
  description: string;
  teams?: readonly (readonly [key: string, name: string])[];
}

interface TenantPlan {
  code: string;
  name: string;
  domain: string;
  contact: string;
  tel: string;
  applications: string[];
  departments: readonly OrgPlan[];
}

const FINANCE: OrgPlan = {
  key: "finance",
  name: "Finance Dept.",
  description: "Billing, duty and tax advances, settlement with carriers",
  teams: [["finance.billing", "Billing Team"], ["finance.settlement", "Settlement Team"]],
};

export const TENANT_PLANS: readonly TenantPlan[] = [
  {
    code: DEFAULT_TENANT,
    name: "Global Trade Demo Co.",
    domain: "globaltrade.example",
    contact: "Li Wei",
    tel: "+86 755 8600 0001",
    applications: ["PublicInformation", "UsCustomsClearance", "hongKongBusiness"],
    departments: [
      { key: "customs", name: "Customs Declaration Dept.", description: "China import and export declarations, HS classification", teams: [["customs.import", "Import Declaration Team"], ["customs.export", "Export Declaration Team"]] },
      { key: "us", name: "US Clearance Dept.", description: "ISF, ACE entries and drayage for US-bound cargo", teams: [["us.entry", "ISF & Entry Team"], ["us.drayage", "Drayage Coordination Team"]] },
      { key: "hk", name: "Hong Kong Business Dept.", description: "ROCARS CCRN and Hong Kong trade declarations", teams: [["hk.ccrn", "CCRN Team"], ["hk.trucking", "Cross-border Trucking Team"]] },
      FINANCE,
      { key: "it", name: "IT Dept.", description: "Platform administration and EDI connections", teams: [["it.platform", "Platform Team"], ["it.desk", "Service Desk"]] },
    ],
  },
  {
    code: "10002",
    name: "Hong Kong Cross-border Ltd.",
    domain: "hkcrossborder.example",
    contact: "Chan Tai Man",
    tel: "+852 2600 0002",
    applications: ["PublicInformation", "hongKongBusiness"],
    departments: [
      { key: "ops", name: "Operations Dept.", description: "Cross-boundary trucking and ROCARS filings", teams: [["ops.rocars", "ROCARS Filing Team"], ["ops.trucking", "Trucking Team"]] },
      { key: "service", name: "Customer Service Dept.", description: "Shipper and consignee support", teams: [["service.accounts", "Key Accounts Team"], ["service.helpdesk", "Helpdesk Team"]] },
      FINANCE,
    ],
  },
  {
    code: "10003",
    name: "Pacific US Customs Brokers Inc.",
    domain: "pacificbrokers.example",
    contact: "Jessica Miller",
    tel: "+1 310 555 0103",
    applications: ["PublicInformation", "UsCustomsClearance"],
    departments: [
      { key: "entry", name: "Entry Dept.", description: "Entry summaries (CBP 7501) and ISF 10+2", teams: [["entry.writers", "Entry Writers"], ["entry.isf", "ISF Team"]] },
      { key: "compliance", name: "Compliance Dept.", description: "Classification, bonds and post-summary corrections", teams: [["compliance.classification", "Classification Team"], ["compliance.bond", "Bond & Audit Team"]] },
      FINANCE,
    ],
  },
];

export const ROLE_CODES = ["ROLE_ADMIN", "ROLE_EDITOR", "ROLE_MANAGER", "ROLE_AGENT"] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

const ROLE_TEXT: Record<RoleCode, readonly [name: string, description: string]> = {
  ROLE_ADMIN: ["Administrator", "Full access to every menu, button, interface and tenant setting"],
  ROLE_EDITOR: ["Editor", "Maintains customs declarations, goods and the account; no system management"],
  ROLE_MANAGER: ["Manager", "Runs system management, authority and business management for the tenant"],
  ROLE_AGENT: ["Customs agent", "Files US and Hong Kong clearances and customs declarations"],
};

export const POST_CODES = ["CEO", "DEPT_MANAGER", "DECLARANT", "CLASSIFIER", "ACCOUNTANT"] as const;
export type PostCode = (typeof POST_CODES)[number];

/** Name and parent of each post; the CEO heads the chain. */
const POST_PLAN: Record<PostCode, readonly [name: string, parent: PostCode | null]> = {
  CEO: ["Chief Executive Officer", null],
  DEPT_MANAGER: ["Department Manager", "CEO"],
  DECLARANT: ["Customs Declarant", "DEPT_MANAGER"],
  CLASSIFIER: ["HS Classifier", "DEPT_MANAGER"],
  ACCOUNTANT: ["Accountant", "DEPT_MANAGER"],
};

type OrgRow = typeof orgs.$inferInsert;

export interface TenantSeed {
  tenantRows: (typeof tenants.$inferInsert)[];
  roleRows: (typeof roles.$inferInsert)[];
  orgRows: OrgRow[];
  postRows: (typeof posts.$inferInsert)[];
  paramRows: (typeof params.$inferInsert)[];
  roleId: (tenantCode: string, role: RoleCode) => string;
  /** Org id by tenant and plan key ("company" is the root). */
  orgId: (tenantCode: string, key: string) => string;
  postId: (tenantCode: string, post: PostCode) => string;
}

const lookup = (map: Map<string, string>, what: string) => (tenantCode: string, key: string) => {
  const id = map.get(`${tenantCode}:${key}`);
  if (!id) throw new Error(`no seeded ${what} ${key} in tenant ${tenantCode}`);
  return id;
};

export function buildTenants(password: string): TenantSeed {
  const seed: Omit<TenantSeed, "roleId" | "orgId" | "postId"> = { tenantRows: [], roleRows: [], orgRows: [], postRows: [], paramRows: [] };
  const roleIds = new Map<string, string>();
  const orgIds = new Map<string, string>();
  const postIds = new Map<string, string>();

  const addRoles = (tenantCode: string, codes: readonly RoleCode[]) => {
    for (const roleCode of codes) {
      const id = idFor("role", seed.roleRows.length);
      roleIds.set(`${tenantCode}:${roleCode}`, id);
      const [roleName, roleDescription] = ROLE_TEXT[roleCode];
      seed.roleRows.push({ id, tenantCode, roleCode, roleName, roleDescription, ...stamp() });
    }
  };

  const addOrg = (tenantCode: string, key: string, row: Omit<OrgRow, "id" | "tenantCode">) => {
    const id = idFor("org", seed.orgRows.length);
    orgIds.set(`${tenantCode}:${key}`, id);
    seed.orgRows.push({ id, tenantCode, ...row, ...stamp() });
    return id;
  };

  TENANT_PLANS.forEach((plan, t) => {
    seed.tenantRows.push({
      id: idFor("tenant", t),
      tenantCode: plan.code,
      tenantName: plan.name,
      domain: plan.domain,
      contact: plan.contact,
      email: `contact@${plan.domain}`,
      tel: plan.tel,
      startTime: seedDate(0),
      endTime: new Date(Date.UTC(2030, 11, 31, 23, 59, 59)),
      status: 1,
      applications: plan.applications,
      applyStatus: "approved",
      invitationCode: INVITATION_CODES[plan.code],
      applyDate: seedDate(-14),
      applyUserName: "admin",
      ...stamp(),
    });
    addRoles(plan.code, ROLE_CODES);

    const company = addOrg(plan.code, "company", { orgType: "company", orgName: plan.name, orgDescription: `${plan.name} head office`, orgSequence: 10, parentId: null });
    plan.departments.forEach((dept, d) => {
      const deptId = addOrg(plan.code, dept.key, { orgType: "department", orgName: dept.name, orgDescription: dept.description, orgSequence: (d + 1) * 10, parentId: company });
      dept.teams?.forEach(([key, name], i) => {
        addOrg(plan.code, key, { orgType: "team", orgName: name, orgDescription: `${name}, ${dept.name}`, orgSequence: (i + 1) * 10, parentId: deptId });
      });
    });

    POST_CODES.forEach((postCode, p) => {
      const id = idFor("post", seed.postRows.length);
      postIds.set(`${plan.code}:${postCode}`, id);
      const [postName, parent] = POST_PLAN[postCode];
      const parentId = parent ? postIds.get(`${plan.code}:${parent}`)! : null;
      seed.postRows.push({ id, tenantCode: plan.code, postCode, postName, postSequence: (p + 1) * 10, parentId, ...stamp() });
    });

    const tenantParams: readonly [name: string, key: string, value: string][] = [
      ["Initial password for new users", "account.initPassword", password],
      ["Role given to self-registered users", "account.defaultRole", "ROLE_AGENT"],
      ["Image captcha on login", "sys.loginCaptcha", "true"],
      ["SMS captcha lifetime (seconds)", "sys.smsCaptchaTtlSeconds", "300"],
    ];
    for (const [paramName, paramKey, paramValue] of tenantParams) {
      seed.paramRows.push({ id: idFor("param", seed.paramRows.length), tenantCode: plan.code, paramName, paramKey, paramValue, ...stamp() });
    }
  });

  // The orphan account needs a role to hold, even though its tenant is missing.
  addRoles(MISSING_TENANT, ["ROLE_EDITOR"]);

  return {
    ...seed,
    roleId: lookup(roleIds, "role"),
    orgId: lookup(orgIds, "org"),
    postId: lookup(postIds, "post"),
  };
}
