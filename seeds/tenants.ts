import type { orgs, params, posts, roles, tenants } from "../db/schema";
import { idFor, seedDate, stamp } from "./ids";

export const DEFAULT_TENANT = "10001";
/** Invitation codes of the seeded tenants: registering with one makes the account active at once. */
export const INVITATION_CODES: Readonly<Record<string, string>> = { "10001": "GTDEMO2026", "10002": "HKXB2026", "10003": "PACUS2026" };
/** Tenant code of the orphan account: role rows exist for it, the tenant row does not. */
export const MISSING_TENANT = "10099";

/** English, simplified Chinese, traditional Chinese: seeded names read in every UI language, as menus do. */
export type Wording = readonly [en: string, zh: string, tw: string];

interface OrgPlan {
  key: string;
  name: Wording;
  description: Wording;
  teams?: readonly (readonly [key: string, name: Wording])[];
}

interface TenantPlan {
  code: string;
  name: string;
  /** The tenant's name as its head office's org reads in each language. */
  orgName: Wording;
  domain: string;
  contact: string;
  tel: string;
  applications: string[];
  departments: readonly OrgPlan[];
}

const FINANCE: OrgPlan = {
  key: "finance",
  name: ["Finance Dept.", "财务部", "財務部"],
  description: ["Billing, duty and tax advances, settlement with carriers", "账单、代垫税费、与承运人结算", "帳單、代墊稅費、與承運人結算"],
  teams: [
    ["finance.billing", ["Billing Team", "账单组", "帳單組"]],
    ["finance.settlement", ["Settlement Team", "结算组", "結算組"]],
  ],
};

export const TENANT_PLANS: readonly TenantPlan[] = [
  {
    code: DEFAULT_TENANT,
    name: "Global Trade Demo Co.",
    orgName: ["Global Trade Demo Co.", "环球贸易演示有限公司", "環球貿易示範有限公司"],
    domain: "globaltrade.example",
    contact: "Li Wei",
    tel: "+86 755 8600 0001",
    applications: ["PublicInformation", "UsCustomsClearance", "hongKongBusiness"],
    departments: [
      {
        key: "customs",
        name: ["Customs Declaration Dept.", "报关部", "報關部"],
        description: ["China import and export declarations, HS classification", "中国进出口报关、HS 归类", "中國進出口報關、HS 歸類"],
        teams: [["customs.import", ["Import Declaration Team", "进口报关组", "進口報關組"]], ["customs.export", ["Export Declaration Team", "出口报关组", "出口報關組"]]],
      },
      {
        key: "us",
        name: ["US Clearance Dept.", "美国清关部", "美國清關部"],
        description: ["ISF, ACE entries and drayage for US-bound cargo", "美线货物的 ISF、ACE 报关与拖车", "美線貨物的 ISF、ACE 報關與拖車"],
        teams: [["us.entry", ["ISF & Entry Team", "ISF 与报关组", "ISF 與報關組"]], ["us.drayage", ["Drayage Coordination Team", "拖车调度组", "拖車調度組"]]],
      },
      {
        key: "hk",
        name: ["Hong Kong Business Dept.", "香港业务部", "香港業務部"],
        description: ["ROCARS CCRN and Hong Kong trade declarations", "ROCARS 货物资料编号与香港贸易报关", "ROCARS 貨物資料編號與香港貿易報關"],
        teams: [["hk.ccrn", ["CCRN Team", "CCRN 组", "CCRN 組"]], ["hk.trucking", ["Cross-border Trucking Team", "跨境运输组", "跨境運輸組"]]],
      },
      FINANCE,
      {
        key: "it",
        name: ["IT Dept.", "信息技术部", "資訊科技部"],
        description: ["Platform administration and EDI connections", "平台管理与 EDI 对接", "平台管理與 EDI 對接"],
        teams: [["it.platform", ["Platform Team", "平台组", "平台組"]], ["it.desk", ["Service Desk", "服务台", "服務台"]]],
      },
    ],
  },
  {
    code: "10002",
    name: "Hong Kong Cross-border Ltd.",
    orgName: ["Hong Kong Cross-border Ltd.", "香港跨境有限公司", "香港跨境有限公司"],
    domain: "hkcrossborder.example",
    contact: "Chan Tai Man",
    tel: "+852 2600 0002",
    applications: ["PublicInformation", "hongKongBusiness"],
    departments: [
      {
        key: "ops",
        name: ["Operations Dept.", "运营部", "營運部"],
        description: ["Cross-boundary trucking and ROCARS filings", "跨境运输与 ROCARS 申报", "跨境運輸與 ROCARS 申報"],
        teams: [["ops.rocars", ["ROCARS Filing Team", "ROCARS 申报组", "ROCARS 申報組"]], ["ops.trucking", ["Trucking Team", "运输组", "運輸組"]]],
      },
      {
        key: "service",
        name: ["Customer Service Dept.", "客户服务部", "客戶服務部"],
        description: ["Shipper and consignee support", "发货人与收货人支持", "發貨人與收貨人支援"],
        teams: [["service.accounts", ["Key Accounts Team", "大客户组", "大客戶組"]], ["service.helpdesk", ["Helpdesk Team", "服务热线组", "服務熱線組"]]],
      },
      FINANCE,
    ],
  },
  {
    code: "10003",
    name: "Pacific US Customs Brokers Inc.",
    orgName: ["Pacific US Customs Brokers Inc.", "太平洋美国报关行", "太平洋美國報關行"],
    domain: "pacificbrokers.example",
    contact: "Jessica Miller",
    tel: "+1 310 555 0103",
    applications: ["PublicInformation", "UsCustomsClearance"],
    departments: [
      {
        key: "entry",
        name: ["Entry Dept.", "报关申报部", "報關申報部"],
        description: ["Entry summaries (CBP 7501) and ISF 10+2", "报关单摘要（CBP 7501）与 ISF 10+2", "報關單摘要（CBP 7501）與 ISF 10+2"],
        teams: [["entry.writers", ["Entry Writers", "报关单制单组", "報關單製單組"]], ["entry.isf", ["ISF Team", "ISF 组", "ISF 組"]]],
      },
      {
        key: "compliance",
        name: ["Compliance Dept.", "合规部", "合規部"],
        description: ["Classification, bonds and post-summary corrections", "归类、保证金与申报后更正", "歸類、保證金與申報後更正"],
        teams: [["compliance.classification", ["Classification Team", "归类组", "歸類組"]], ["compliance.bond", ["Bond & Audit Team", "保证金与稽核组", "保證金與稽核組"]]],
      },
      FINANCE,
    ],
  },
];

export const ROLE_CODES = ["ROLE_ADMIN", "ROLE_EDITOR", "ROLE_MANAGER", "ROLE_AGENT"] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

const ROLE_TEXT: Record<RoleCode, readonly [name: Wording, description: Wording]> = {
  ROLE_ADMIN: [
    ["Administrator", "管理员", "管理員"],
    ["Full access to every menu, button, interface and tenant setting", "可使用所有菜单、按钮、接口和租户设置", "可使用所有選單、按鈕、介面和租戶設定"],
  ],
  ROLE_EDITOR: [
    ["Editor", "编辑", "編輯"],
    ["Maintains customs declarations, goods and the account; no system management", "维护报关单、商品和账户；不含系统管理", "維護報關單、商品和帳戶；不含系統管理"],
  ],
  ROLE_MANAGER: [
    ["Manager", "经理", "經理"],
    ["Runs system management, authority and business management for the tenant", "负责租户的系统管理、权限管理和业务管理", "負責租戶的系統管理、權限管理和業務管理"],
  ],
  ROLE_AGENT: [
    ["Customs agent", "报关员", "報關員"],
    ["Files US and Hong Kong clearances and customs declarations", "办理美国和香港清关及报关", "辦理美國和香港清關及報關"],
  ],
};

export const POST_CODES = ["CEO", "DEPT_MANAGER", "DECLARANT", "CLASSIFIER", "ACCOUNTANT"] as const;
export type PostCode = (typeof POST_CODES)[number];

/** Name and parent of each post; the CEO heads the chain. */
const POST_PLAN: Record<PostCode, readonly [name: Wording, parent: PostCode | null]> = {
  CEO: [["Chief Executive Officer", "首席执行官", "執行長"], null],
  DEPT_MANAGER: [["Department Manager", "部门经理", "部門經理"], "CEO"],
  DECLARANT: [["Customs Declarant", "报关员", "報關員"], "DEPT_MANAGER"],
  CLASSIFIER: [["HS Classifier", "归类员", "歸類員"], "DEPT_MANAGER"],
  ACCOUNTANT: [["Accountant", "会计", "會計"], "DEPT_MANAGER"],
};

/** A name's wordings as the columns `<field>` (English, what the provider requires), `<field>En`, `<field>Zh`, `<field>Tw`. */
export const worded = <F extends string>(field: F, [en, zh, tw]: Wording) => ({ [field]: en, [`${field}En`]: en, [`${field}Zh`]: zh, [`${field}Tw`]: tw }) as Record<F | `${F}${"En" | "Zh" | "Tw"}`, string>;

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
      const [name, description] = ROLE_TEXT[roleCode];
      seed.roleRows.push({ id, tenantCode, roleCode, ...worded("roleName", name), ...worded("roleDescription", description), ...stamp() });
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

    const [en, zh, tw] = plan.orgName;
    const headOffice: Wording = [`${en} head office`, `${zh}总部`, `${tw}總部`];
    const company = addOrg(plan.code, "company", { orgType: "company", ...worded("orgName", plan.orgName), ...worded("orgDescription", headOffice), orgSequence: 10, parentId: null });
    plan.departments.forEach((dept, d) => {
      const deptId = addOrg(plan.code, dept.key, { orgType: "department", ...worded("orgName", dept.name), ...worded("orgDescription", dept.description), orgSequence: (d + 1) * 10, parentId: company });
      dept.teams?.forEach(([key, name], i) => {
        const of: Wording = [`${name[0]}, ${dept.name[0]}`, `${dept.name[1]}${name[1]}`, `${dept.name[2]}${name[2]}`];
        addOrg(plan.code, key, { orgType: "team", ...worded("orgName", name), ...worded("orgDescription", of), orgSequence: (i + 1) * 10, parentId: deptId });
      });
    });

    POST_CODES.forEach((postCode, p) => {
      const id = idFor("post", seed.postRows.length);
      postIds.set(`${plan.code}:${postCode}`, id);
      const [name, parent] = POST_PLAN[postCode];
      const parentId = parent ? postIds.get(`${plan.code}:${parent}`)! : null;
      seed.postRows.push({ id, tenantCode: plan.code, postCode, ...worded("postName", name), postSequence: (p + 1) * 10, parentId, ...stamp() });
    });

    const tenantParams: readonly [name: Wording, key: string, value: string][] = [
      [["Initial password for new users", "新用户初始密码", "新使用者初始密碼"], "account.initPassword", password],
      [["Role given to self-registered users", "自助注册用户的默认角色", "自助註冊使用者的預設角色"], "account.defaultRole", "ROLE_AGENT"],
      [["Image captcha on login", "登录图形验证码", "登入圖形驗證碼"], "sys.loginCaptcha", "true"],
      [["SMS captcha lifetime (seconds)", "短信验证码有效期（秒）", "簡訊驗證碼有效期（秒）"], "sys.smsCaptchaTtlSeconds", "300"],
    ];
    for (const [name, paramKey, paramValue] of tenantParams) {
      seed.paramRows.push({ id: idFor("param", seed.paramRows.length), tenantCode: plan.code, ...worded("paramName", name), paramKey, paramValue, ...stamp() });
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
