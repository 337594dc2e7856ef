import { residentIdCheckChar, usccCheckChar } from "../contract/admin/checks";
import type { Db } from "../db/client";
import { addresses, bankAccounts, userAuths } from "../db/schema";
import { seedId } from "../db/snowflake";
import { DAY_MS, seedDate } from "./ids";
import { DEFAULT_TENANT } from "./tenants";
import type { UserSeed } from "./users";

/**
 * Members of tenant 10001 (SPEC §3 personal auth, bank account, address): authentication
 * requests in every status, and bank accounts and addresses with one default per member.
 * The new tables take id blocks beyond seeds/ids.ts's, so ids stay fixed and apart.
 */
const memberId = (block: 40 | 41 | 42, n: number) => seedId(block * 100_000 + n);

export interface MemberSeed {
  userAuthRows: (typeof userAuths.$inferInsert)[];
  bankAccountRows: (typeof bankAccounts.$inferInsert)[];
  addressRows: (typeof addresses.$inferInsert)[];
}

const idcard = (first17: string) => first17 + residentIdCheckChar(first17);
const uscc = (first17: string) => first17 + usccCheckChar(first17);

type Request = {
  authType: "personal" | "enterprise";
  realName: string;
  idcard17: string;
  org?: [name: string, uscc17: string];
  phone: string;
  status: "pending" | "approved" | "rejected";
  failCause?: string;
};

/** Who asks: the named editor and agent first, then generated staff of the tenant. */
const NAMED_REQUESTS: readonly Request[] = [
  { authType: "personal", realName: "王芳", idcard17: "44030519900307123", phone: "13900001001", status: "approved" },
  { authType: "enterprise", realName: "李强", idcard17: "44010619920815001", org: ["深圳前海通关服务有限公司", "91440300MA5DCFXX0"], phone: "13900001002", status: "approved" },
  { authType: "personal", realName: "张伟", idcard17: "31011519851120234", phone: "13900001003", status: "pending" },
  { authType: "enterprise", realName: "陈静", idcard17: "33020319880101456", org: ["宁波港联进出口有限公司", "91330200MA2AH2C00"], phone: "13900001004", status: "pending" },
  { authType: "personal", realName: "刘洋", idcard17: "35020319950613789", phone: "13900001005", status: "rejected", failCause: "The ID card photo is blurred; upload a clear copy." },
  { authType: "enterprise", realName: "杨敏", idcard17: "37020219870222345", org: ["青岛海湾国际货运代理有限公司", "91370200MA3C00001"], phone: "13900001006", status: "rejected", failCause: "The business licence has expired." },
  { authType: "personal", realName: "赵磊", idcard17: "12010119911111222", phone: "13900001007", status: "approved" },
  { authType: "enterprise", realName: "黄丽", idcard17: "44190019930505567", org: ["东莞松山湖跨境电商有限公司", "93441900MA4W1N0C0"], phone: "13900001008", status: "approved" },
  { authType: "personal", realName: "周杰", idcard17: "11010119800101001", phone: "13900001009", status: "pending" },
  { authType: "enterprise", realName: "吴婷", idcard17: "44030519850715876", org: ["厦门象屿供应链管理有限公司", "91350200MA31A0000"], phone: "13900001010", status: "pending" },
  { authType: "personal", realName: "徐明", idcard17: "11010519491231002", phone: "13900001011", status: "approved" },
  { authType: "enterprise", realName: "孙悦", idcard17: "44030519900307123", org: ["上海外高桥保税物流有限公司", "91310000MA1FL8TQ3"], phone: "13900001012", status: "rejected", failCause: "The credit code does not match the company name." },
];

/** Where generated applicants were born and their companies registered: [division code, city]. */
const PLACES = [
  ["440305", "深圳"], ["440304", "深圳"], ["440106", "广州"], ["441900", "东莞"], ["310115", "上海"],
  ["330203", "宁波"], ["350203", "厦门"], ["370202", "青岛"], ["120101", "天津"], ["320505", "苏州"],
] as const;
const SURNAMES = ["李", "王", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗", "高"] as const;
const GIVEN = ["伟", "芳", "娜", "秀英", "敏", "静", "磊", "强", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "晨", "宇"] as const;
const TRADES = ["国际货运代理", "供应链管理", "跨境电商", "进出口贸易", "报关服务", "物流科技", "电子科技", "服饰"] as const;
const BRANDS = ["恒通", "华润达", "远航", "海联", "盛世", "金桥", "顺达", "鸿运", "新港", "星海", "嘉信", "瑞丰", "天成"] as const;
const REASONS = [
  "The ID card photo is blurred; upload a clear copy.",
  "The business licence has expired.",
  "The credit code does not match the company name.",
  "The name on the ID card differs from the applicant's name.",
] as const;
/** Generated requests beyond the named ones: a quarter each approved personal and enterprise, pending, rejected. */
const GENERATED_REQUESTS = 100;

/** One generated request: deterministic in `n`, with an ID number and credit code that pass their checks. */
function generatedRequest(n: number): Request {
  const [division, city] = PLACES[n % PLACES.length];
  const enterprise = n % 2 === 1;
  const status = (["approved", "approved", "pending", "rejected"] as const)[Math.floor(n / 2) % 4];
  const born = new Date(Date.UTC(1970 + (n * 7) % 32, (n * 5) % 12, 1 + ((n * 11) % 28)));
  const birth = born.toISOString().slice(0, 10).replace(/-/g, "");
  const realName = SURNAMES[(n * 7) % SURNAMES.length] + GIVEN[(n * 5) % GIVEN.length];
  const org: Request["org"] = enterprise
    ? [`${city}${BRANDS[n % BRANDS.length]}${TRADES[(n >> 1) % TRADES.length]}有限公司`, `91${division}MA5${String(1000 + n).slice(-4)}${"ABCDEFGHJK"[n % 10]}${n % 10}`]
    : undefined;
  return {
    authType: enterprise ? "enterprise" : "personal",
    realName,
    idcard17: `${division}${birth}${String(100 + n).slice(-3)}`,
    org,
    phone: `139${String(10_000_000 + n * 7_919).slice(-8)}`,
    status,
    failCause: status === "rejected" ? REASONS[n % REASONS.length] : undefined,
  };
}

const REQUESTS: readonly Request[] = [...NAMED_REQUESTS, ...Array.from({ length: GENERATED_REQUESTS }, (_, n) => generatedRequest(n))];

const BANKS = [
  ["Industrial and Commercial Bank of China, Shenzhen Branch", "ICBKCNBJSZN", "CNY", "Shennan Boulevard 5055, Futian, Shenzhen"],
  ["Bank of China (Hong Kong)", "BKCHHKHH", "HKD", "1 Garden Road, Central, Hong Kong"],
  ["HSBC Hong Kong", "HSBCHKHHHKH", "USD", "1 Queen's Road Central, Hong Kong"],
  ["China Merchants Bank, Shenzhen Branch", "CMBCCNBS", "CNY", "Shennan Boulevard 7088, Futian, Shenzhen"],
  ["JPMorgan Chase Bank, New York", "CHASUS33", "USD", "383 Madison Avenue, New York"],
] as const;

const ADDRESS_LINES = [
  ["shipping", "深圳市南山区前海深港合作区前湾一路 1 号", "Qianhai Warehouse"],
  ["billing", "深圳市福田区深南大道 6008 号特区报业大厦 12 楼", "Finance Office"],
  ["pickup", "香港葵涌货柜码头路 8 号亚洲货柜中心", "Kwai Chung Terminal"],
  ["registered", "深圳市罗湖区人民南路 2002 号 20 楼", "Registered Office"],
  ["shipping", "1800 E Pacific Coast Hwy, Long Beach, CA 90806", "Long Beach DC"],
  ["pickup", "深圳市福田区福田保税区桃花路 3 号", "Futian Bonded Warehouse"],
  ["shipping", "东莞市虎门镇虎门大道 5 号", "Humen Consolidation Centre"],
  ["billing", "香港灣仔港灣道 25 號海港中心 12 樓", "Hong Kong Accounts Office"],
  ["pickup", "深圳市盐田区盐田港路 1 号", "Yantian Port Yard"],
  ["shipping", "2401 E Washington Blvd, Los Angeles, CA 90021", "Los Angeles Cross-dock"],
] as const;
/** Who answers at the admin's and the agent's many addresses, beside the owner. */
const CONTACTS = ["Li Wei", "Chan Ka Ming", "Wang Jun", "Megan Ortiz", "Zhou Min", "Chen Hao", "Ho Man Kit"] as const;

export function buildMembers(users: UserSeed): MemberSeed {
  const tenantUsers = users.userRows.filter((u) => u.tenantCode === DEFAULT_TENANT && u.status === 1);
  const named = (username: string) => tenantUsers.find((u) => u.username === username)!;
  const staff = tenantUsers.filter((u) => !["admin", "editor", "manager", "agent"].includes(u.username));
  const applicants = [named("editor"), named("agent"), ...staff.slice(0, REQUESTS.length - 2)];

  const userAuthRows = REQUESTS.map((r, i): typeof userAuths.$inferInsert => {
    const user = applicants[i];
    // The named requests in the autumn, a week apart; the generated ones spread over the year before.
    const created = i < NAMED_REQUESTS.length ? seedDate(200 + i * 7) : seedDate(20 + ((i * 37) % 170), i % 10);
    const reviewed = r.status === "pending" ? null : new Date(created.getTime() + 2 * DAY_MS);
    return {
      id: memberId(40, i),
      tenantCode: DEFAULT_TENANT,
      userId: user.id!,
      authType: r.authType,
      realName: r.realName,
      orgName: r.org?.[0] ?? null,
      orgIdcardNo: r.org ? uscc(r.org[1]) : null,
      idcardNo: idcard(r.idcard17),
      phoneNumber: r.phone,
      email: user.email ?? null,
      account: user.username,
      approvalStatus: r.status,
      weixin: i % 3 === 0 ? `wx_${user.username}`.slice(0, 30) : null,
      qq: i % 4 === 0 ? String(10_000_000 + i * 7919) : null,
      failCause: r.failCause ?? null,
      auditorName: reviewed ? (i % 2 === 0 ? "manager" : "admin") : null,
      auditTime: reviewed,
      createTime: created,
      updateTime: reviewed ?? created,
    };
  });

  // The admin opens the profile screens full; every owner has exactly one default (their first).
  // The admin and the agent, whom demos log in as, hold more than a page of each.
  const owners = [
    named("admin"), named("admin"), named("admin"), named("editor"), named("editor"), named("manager"), named("agent"), ...staff.slice(0, 5),
    ...Array.from({ length: 24 }, () => named("admin")), ...Array.from({ length: 26 }, () => named("agent")),
  ];
  const isFirst = (i: number) => owners.findIndex((o) => o.id === owners[i].id) === i;

  const bankAccountRows = owners.map((owner, i): typeof bankAccounts.$inferInsert => {
    const [bankName, swiftCode, currency, bankAddress] = BANKS[i % BANKS.length];
    return {
      id: memberId(41, i),
      tenantCode: DEFAULT_TENANT,
      userId: owner.id!,
      bankAccountName: owner.nickname ?? owner.username,
      bankAccount: `6222 0240 ${String(1000 + i * 37).padStart(4, "0")} ${String(5000 + ((i * 113) % 5000)).padStart(4, "0")}`,
      swiftCode,
      bankName,
      currency,
      bankAddress,
      remark: i % 3 === 0 ? "Settlement of customs duties" : null,
      isDefault: isFirst(i),
      createTime: seedDate(150 + (i % 120), i % 24),
      updateTime: seedDate(150 + (i % 120), i % 24),
    };
  });

  const addressRows = owners.map((owner, i): typeof addresses.$inferInsert => {
    const [addressType, addressDetails, companyName] = ADDRESS_LINES[i % ADDRESS_LINES.length];
    return {
      id: memberId(42, i),
      tenantCode: DEFAULT_TENANT,
      userId: owner.id!,
      addressType,
      companyName,
      contactPerson: i < 12 ? (owner.nickname ?? owner.username) : CONTACTS[i % CONTACTS.length],
      contactPhone: owner.mobile ?? `1390000${String(2000 + i)}`,
      addressDetails,
      isDefault: isFirst(i),
      createTime: seedDate(160 + (i % 120), i % 24),
      updateTime: seedDate(160 + (i % 120), i % 24),
    };
  });

  return { userAuthRows, bankAccountRows, addressRows };
}

/** Writes the members' rows in the seeding transaction (one insert per table). */
export function seedMembers(tx: Pick<Db, "insert">, users: UserSeed): void {
  const seed = buildMembers(users);
  tx.insert(userAuths).values(seed.userAuthRows).run();
  tx.insert(bankAccounts).values(seed.bankAccountRows).run();
  tx.insert(addresses).values(seed.addressRows).run();
}
