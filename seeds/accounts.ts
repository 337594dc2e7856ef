import { DEFAULT_TENANT, MISSING_TENANT, type PostCode, type RoleCode } from "./tenants";

export interface SeedAccount {
  tenantCode: string;
  username: string;
  roles: RoleCode[];
  /** 0 disabled, 1 normal. */
  status: 0 | 1;
  note: string;
}

export interface NamedUser extends SeedAccount {
  nickname: string;
  emailDomain: string;
  mobile: string;
  phone: string;
  /** Org plan key (see tenants.ts); null where the tenant has no orgs. */
  org: string | null;
  posts: readonly (readonly [PostCode, "main" | "part-time"])[];
  /** The post a role is granted in; a role left out applies in every post. */
  rolePosts?: Partial<Record<RoleCode, PostCode>>;
  geographic: readonly [provinceCode: string, cityCode?: string];
  address: string;
  profile: string;
}

const SHENZHEN = ["440000", "440300"] as const;

/** The demo accounts; all share the seed password. */
export const NAMED_USERS: readonly NamedUser[] = [
  {
    tenantCode: DEFAULT_TENANT, username: "admin", roles: ["ROLE_ADMIN"], status: 1,
    note: "Administrator: every menu, button and interface",
    nickname: "Administrator", emailDomain: "globaltrade.example", mobile: "13800000001", phone: "0755-86000001",
    org: "it", posts: [["CEO", "main"]], geographic: SHENZHEN,
    address: "深圳市南山区科技园高新南一道 8 号", profile: "Platform administrator of Global Trade Demo Co.",
  },
  {
    tenantCode: DEFAULT_TENANT, username: "editor", roles: ["ROLE_EDITOR"], status: 1,
    note: "Editor: declarations, account, profile, permission demo; no system management",
    nickname: "Lin Xiaoyu", emailDomain: "globaltrade.example", mobile: "13800000002", phone: "0755-86000002",
    org: "customs.import", posts: [["DECLARANT", "main"]], geographic: SHENZHEN,
    address: "深圳市福田区福华一路 98 号", profile: "Customs declarant on the import desk.",
  },
  {
    tenantCode: DEFAULT_TENANT, username: "manager", roles: ["ROLE_MANAGER", "ROLE_AGENT"], status: 1,
    note: "Manager in the main post DEPT_MANAGER, customs agent in the part-time post CLASSIFIER",
    nickname: "Wang Jun", emailDomain: "globaltrade.example", mobile: "13800000003", phone: "0755-86000003",
    org: "customs", posts: [["DEPT_MANAGER", "main"], ["CLASSIFIER", "part-time"]],
    rolePosts: { ROLE_MANAGER: "DEPT_MANAGER", ROLE_AGENT: "CLASSIFIER" }, geographic: SHENZHEN,
    address: "深圳市罗湖区深南东路 5016 号", profile: "Heads the customs declaration department.",
  },
  {
    tenantCode: DEFAULT_TENANT, username: "agent", roles: ["ROLE_AGENT"], status: 1,
    note: "Customs agent: US clearance, Hong Kong business, customs declaration",
    nickname: "Chen Hao", emailDomain: "globaltrade.example", mobile: "13800000004", phone: "0755-86000004",
    org: "us.entry", posts: [["DECLARANT", "main"]], geographic: SHENZHEN,
    address: "深圳市盐田区沿港路 1 号", profile: "Files ISF and entries for US-bound cargo.",
  },
  {
    tenantCode: DEFAULT_TENANT, username: "disabled", roles: ["ROLE_EDITOR"], status: 0,
    note: "Status 0: login is refused",
    nickname: "Zhou Min", emailDomain: "globaltrade.example", mobile: "13800000005", phone: "0755-86000005",
    org: "finance", posts: [["ACCOUNTANT", "main"]], geographic: SHENZHEN,
    address: "深圳市宝安区新安街道创业一路 1 号", profile: "Former accountant; account disabled.",
  },
  {
    tenantCode: "10002", username: "hkmember", roles: ["ROLE_AGENT"], status: 1,
    note: "Customs agent of the Hong Kong tenant",
    nickname: "Chan Ka Ming", emailDomain: "hkcrossborder.example", mobile: "13800000006", phone: "852-26000006",
    org: "ops.rocars", posts: [["DECLARANT", "main"]], geographic: ["810000", "810002"],
    address: "香港灣仔港灣道 18 號", profile: "Files CCRNs for cross-boundary trucks.",
  },
  {
    tenantCode: "10003", username: "usmember", roles: ["ROLE_AGENT"], status: 1,
    note: "Customs agent of the US tenant",
    nickname: "Jessica Miller", emailDomain: "pacificbrokers.example", mobile: "13800000007", phone: "1-310-5550107",
    org: "entry.writers", posts: [["DECLARANT", "main"]], geographic: ["840006"],
    address: "300 Ocean Blvd, Long Beach, CA 90802", profile: "Licensed customs broker, entry writer.",
  },
  {
    tenantCode: MISSING_TENANT, username: "orphan", roles: ["ROLE_EDITOR"], status: 1,
    note: "Tenant 10099 does not exist: login fails with 'this user has no tenant'",
    nickname: "Orphan User", emailDomain: "missing-tenant.example", mobile: "13800000008", phone: "0755-86000008",
    org: null, posts: [], geographic: SHENZHEN,
    address: "深圳市南山区后海大道 2388 号", profile: "Belongs to a tenant that was never created.",
  },
  // Listed last so the ids of the accounts above stay as they were.
  {
    tenantCode: "10002", username: "hkadmin", roles: ["ROLE_ADMIN"], status: 1,
    note: "Administrator of the Hong Kong tenant: its users, roles and orgs; reads but never changes platform data",
    nickname: "Wong Siu Fung", emailDomain: "hkcrossborder.example", mobile: "13800000009", phone: "852-26000009",
    org: "service", posts: [["CEO", "main"]], geographic: ["810000", "810002"],
    address: "香港灣仔港灣道 18 號 12 樓", profile: "Runs the Hong Kong tenant's accounts and settings.",
  },
  {
    tenantCode: "10003", username: "usadmin", roles: ["ROLE_ADMIN"], status: 1,
    note: "Administrator of the US tenant: its users, roles and orgs; reads but never changes platform data",
    nickname: "Robert Garcia", emailDomain: "pacificbrokers.example", mobile: "13800000010", phone: "1-310-5550110",
    org: "compliance", posts: [["CEO", "main"]], geographic: ["840006"],
    address: "300 Ocean Blvd, Suite 1200, Long Beach, CA 90802", profile: "Runs the US tenant's accounts and settings.",
  },
];

export const SEED_ACCOUNTS: readonly SeedAccount[] = NAMED_USERS.map(({ tenantCode, username, roles, status, note }) => ({
  tenantCode,
  username,
  roles,
  status,
  note,
}));
