import { faker, fakerZH_CN } from "@faker-js/faker";
import type { userPosts, userRoles, users } from "../db/schema";
import { NAMED_USERS } from "./accounts";
import { DAY_MS, idFor, seedDate } from "./ids";
import { DEFAULT_TENANT, type PostCode, type RoleCode, type TenantSeed } from "./tenants";

export const FAKER_SEED = 20261122;
export const FAKER_USER_COUNT = 500;

type UserRow = typeof users.$inferInsert;
type Geographic = NonNullable<UserRow["geographic"]>;

export interface UserSeed {
  userRows: UserRow[];
  userRoleRows: (typeof userRoles.$inferInsert)[];
  userPostRows: (typeof userPosts.$inferInsert)[];
  /** Ids of the named accounts by username. */
  namedIds: Map<string, string>;
}

/** Orgs the generated staff work in (the IT department holds only the named admin). */
const STAFF_ORGS = [
  "customs", "customs.import", "customs.export", "us", "us.entry", "us.drayage",
  "hk", "hk.ccrn", "hk.trucking", "finance", "finance.billing", "finance.settlement",
] as const;

/** Where the generated staff live: Shenzhen head office and the main port cities. */
const STAFF_CITIES = [
  ["440000", "440300"], ["440000", "440100"], ["440000", "441900"], ["310000", "310100"],
  ["330000", "330200"], ["350000", "350200"], ["370000", "370200"], ["120000", "120100"],
] as const;

/** Mobile prefixes that stay clear of the named accounts' 138 0000 00xx numbers. */
const MOBILE_PREFIXES = ["139", "135", "150", "158", "186", "187", "189"] as const;

export function buildUsers(passwordHash: string, tenants: TenantSeed, regionName: (code: string) => string): UserSeed {
  const seed: UserSeed = { userRows: [], userRoleRows: [], userPostRows: [], namedIds: new Map() };
  const geographic = (provinceCode: string, cityCode?: string): Geographic => ({
    province: { key: provinceCode, label: regionName(provinceCode) },
    ...(cityCode ? { city: { key: cityCode, label: regionName(cityCode) } } : {}),
  });
  const grant = (
    tenantCode: string,
    userId: string,
    roles: readonly RoleCode[],
    posts: readonly (readonly [PostCode, "main" | "part-time"])[],
    rolePosts: Partial<Record<RoleCode, PostCode>> = {},
  ) => {
    for (const role of roles) {
      seed.userRoleRows.push({ tenantCode, userId, roleId: tenants.roleId(tenantCode, role), postCode: rolePosts[role] ?? null });
    }
    for (const [post, postType] of posts) seed.userPostRows.push({ id: idFor("userPost", seed.userPostRows.length), tenantCode, userId, postId: tenants.postId(tenantCode, post), postType });
  };

  for (const named of NAMED_USERS) {
    const id = idFor("user", seed.userRows.length);
    seed.namedIds.set(named.username, id);
    seed.userRows.push({
      id,
      tenantCode: named.tenantCode,
      username: named.username,
      nickname: named.nickname,
      passwordHash,
      email: `${named.username}@${named.emailDomain}`,
      prefix: "86",
      mobile: named.mobile,
      phone: named.phone,
      status: named.status,
      orgId: named.org ? tenants.orgId(named.tenantCode, named.org) : null,
      geographic: geographic(...named.geographic),
      address: named.address,
      profile: named.profile,
      createTime: seedDate(0),
      updateTime: seedDate(0),
    });
    grant(named.tenantCode, id, named.roles, named.posts, named.rolePosts);
  }

  faker.seed(FAKER_SEED);
  fakerZH_CN.seed(FAKER_SEED);
  const usernames = new Set(NAMED_USERS.map((u) => u.username));
  const mobiles = new Set(NAMED_USERS.map((u) => u.mobile));
  const unique = (taken: Set<string>, make: () => string) => {
    let value = make();
    while (taken.has(value)) value = make();
    taken.add(value);
    return value;
  };

  for (let i = 0; i < FAKER_USER_COUNT; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const username = unique(usernames, () =>
      faker.internet.username({ firstName, lastName }).toLowerCase().replace(/[^a-z0-9._]/g, "").padEnd(3, "0").slice(0, 64),
    );
    const org = faker.helpers.arrayElement(STAFF_ORGS);
    const post: PostCode = org.startsWith("finance") ? "ACCOUNTANT" : faker.helpers.arrayElement(["DECLARANT", "CLASSIFIER"] as const);
    const [provinceCode, cityCode] = faker.helpers.arrayElement(STAFF_CITIES);
    // Spread over the first ten months of 2026 so no account is dated after "today" in the demo.
    const created = seedDate(0).getTime() + faker.number.int({ min: 0, max: 300 * DAY_MS });
    const id = idFor("user", seed.userRows.length);
    seed.userRows.push({
      id,
      tenantCode: DEFAULT_TENANT,
      username,
      nickname: `${firstName} ${lastName}`,
      passwordHash,
      email: `${username}@globaltrade.example`,
      prefix: "86",
      mobile: unique(mobiles, () => faker.helpers.arrayElement(MOBILE_PREFIXES) + faker.string.numeric(8)),
      status: faker.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
      orgId: tenants.orgId(DEFAULT_TENANT, org),
      geographic: geographic(provinceCode, cityCode),
      address: `${regionName(cityCode)}${fakerZH_CN.location.streetAddress()}`,
      profile: faker.person.jobTitle(),
      createTime: new Date(created),
      updateTime: new Date(created),
    });
    grant(DEFAULT_TENANT, id, [faker.helpers.arrayElement(["ROLE_EDITOR", "ROLE_AGENT"] as const)], [[post, "main"]]);
  }
  return seed;
}
