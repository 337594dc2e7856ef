import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The simulated provider's data. Tenant-owned tables carry `tenantCode`; every query on
 * them goes through provider-sim's tenant scope. Column names become snake_case in SQL.
 */
const id = () => text().primaryKey();
const createTime = () => integer({ mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updateTime = () =>
  integer({ mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdateFn(() => new Date());
const tenantCode = () => text().notNull();

export const tenants = sqliteTable("sys_tenant", {
  id: id(),
  tenantCode: text().notNull().unique(),
  tenantName: text().notNull(),
  domain: text(),
  contact: text(),
  email: text(),
  tel: text(),
  startTime: integer({ mode: "timestamp_ms" }),
  endTime: integer({ mode: "timestamp_ms" }),
  status: integer().notNull().default(1),
  /** Applications (business areas) the tenant subscribes to, JSON array of area codes. */
  applications: text({ mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  applyStatus: text(),
  invitationCode: text(),
  failCause: text(),
  applyDate: integer({ mode: "timestamp_ms" }),
  applyUserName: text(),
  createTime: createTime(),
  updateTime: updateTime(),
});

export const users = sqliteTable(
  "sys_user",
  {
    id: id(),
    tenantCode: tenantCode(),
    username: text().notNull(),
    nickname: text(),
    passwordHash: text().notNull(),
    email: text(),
    prefix: text().notNull().default("86"),
    mobile: text(),
    phone: text(),
    /** 0 disabled, 1 normal. */
    status: integer().notNull().default(1),
    orgId: text(),
    avatar: text(),
    geographic: text({ mode: "json" }).$type<{ province?: { key: string; label: string }; city?: { key: string; label: string } }>(),
    address: text(),
    profile: text(),
    failedLogins: integer().notNull().default(0),
    lockedUntil: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("sys_user_tenant_username").on(t.tenantCode, t.username),
    uniqueIndex("sys_user_tenant_email").on(t.tenantCode, t.email),
    uniqueIndex("sys_user_tenant_mobile").on(t.tenantCode, t.mobile),
    index("sys_user_tenant_created").on(t.tenantCode, t.createTime),
  ],
);

export const roles = sqliteTable(
  "sys_role",
  {
    id: id(),
    tenantCode: tenantCode(),
    roleCode: text().notNull(),
    roleName: text().notNull(),
    roleDescription: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("sys_role_tenant_code").on(t.tenantCode, t.roleCode)],
);

export const userRoles = sqliteTable(
  "sys_user_role",
  {
    tenantCode: tenantCode(),
    userId: text().notNull(),
    roleId: text().notNull(),
    /** The post the role is granted in (authorizeRoleToUser); null: the role applies in every post. */
    postCode: text(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("sys_user_role_role").on(t.roleId)],
);

export const posts = sqliteTable(
  "sys_post",
  {
    id: id(),
    tenantCode: tenantCode(),
    postCode: text().notNull(),
    postName: text().notNull(),
    postSequence: integer().notNull().default(0),
    parentId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("sys_post_tenant_code").on(t.tenantCode, t.postCode)],
);

export const userPosts = sqliteTable(
  "sys_user_post",
  {
    tenantCode: tenantCode(),
    userId: text().notNull(),
    postId: text().notNull(),
    /** main or part-time. */
    postType: text({ enum: ["main", "part-time"] }).notNull().default("main"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const orgs = sqliteTable(
  "sys_org",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** company, department or team. */
    orgType: text().notNull(),
    orgName: text().notNull(),
    orgDescription: text(),
    orgSequence: integer().notNull().default(0),
    parentId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_org_tenant").on(t.tenantCode), index("sys_org_tenant_created").on(t.tenantCode, t.createTime)],
);

/** Menus are the platform's, shared by all tenants; roles grant them per tenant. */
export const menus = sqliteTable("sys_menu", {
  id: id(),
  menuCode: text().notNull().unique(),
  menuName: text().notNull(),
  menuNameEn: text(),
  menuNameZh: text(),
  menuNameTw: text(),
  menuIcon: text(),
  menuPath: text(),
  menuComponent: text(),
  menuSequence: integer().notNull().default(0),
  parentId: text(),
  /** 0 shown, 1 hidden (a route that exists but stays out of the sidebar). */
  menuStatus: integer().notNull().default(0),
  createTime: createTime(),
  updateTime: updateTime(),
});

export const menuButtons = sqliteTable(
  "sys_menu_button",
  {
    id: id(),
    menuCode: text().notNull(),
    /** add, update, delete, export, import, authorize … */
    buttonCode: text().notNull(),
    buttonName: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_menu_button_code").on(t.menuCode, t.buttonCode)],
);

export const roleMenus = sqliteTable(
  "sys_role_menu",
  { tenantCode: tenantCode(), roleId: text().notNull(), menuId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleButtons = sqliteTable(
  "sys_role_button",
  { tenantCode: tenantCode(), roleId: text().notNull(), buttonId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** Interface (URL) permissions. */
export const urls = sqliteTable(
  "sys_url",
  {
    id: id(),
    url: text().notNull(),
    method: text().notNull().default("*"),
    description: text(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_url_url_method").on(t.url, t.method)],
);

export const roleUrls = sqliteTable(
  "sys_role_url",
  { tenantCode: tenantCode(), roleId: text().notNull(), urlId: text().notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.urlId] })],
);

/** Data permission: fields of a menu's records hidden from a role (comma-separated). */
export const roleDataFields = sqliteTable(
  "sys_role_data_field",
  {
    id: id(),
    tenantCode: tenantCode(),
    roleCode: text().notNull(),
    menuCode: text().notNull(),
    dataField: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("sys_role_data_field_key").on(t.tenantCode, t.roleCode, t.menuCode)],
);

/** Dictionaries: platform-wide unless `isPrivate`, then owned by `tenantCode`. */
export const dicts = sqliteTable(
  "sys_dict",
  {
    id: id(),
    tenantCode: text(),
    dictType: text().notNull(),
    dictName: text().notNull(),
    dictValue: text().notNull(),
    dictSequence: integer().notNull().default(0),
    parentId: text(),
    isPrivate: integer({ mode: "boolean" }).notNull().default(false),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_dict_type").on(t.dictType)],
);

export const regions = sqliteTable(
  "sys_region",
  {
    id: id(),
    regionCode: text().notNull().unique(),
    regionName: text().notNull(),
    /** country, province, city, state. */
    regionType: text().notNull(),
    parentRegionCode: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_region_parent").on(t.parentRegionCode)],
);

export const params = sqliteTable(
  "sys_param",
  {
    id: id(),
    tenantCode: tenantCode(),
    paramName: text().notNull(),
    paramKey: text().notNull(),
    paramValue: text().notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("sys_param_tenant_key").on(t.tenantCode, t.paramKey)],
);

export const appClients = sqliteTable("sys_app_client", {
  clientId: text().primaryKey(),
  /** bcrypt hash; empty string for a public client with an empty secret. */
  clientSecretHash: text().notNull().default(""),
  authorizedGrantTypes: text().notNull(),
  scope: text().notNull(),
  accessTokenValidity: integer().notNull(),
  refreshTokenValidity: integer().notNull(),
  webServerRedirectUri: text(),
  resourceIds: text(),
  authorities: text(),
  additionalInformation: text(),
  autoApprove: text(),
  createTime: createTime(),
  updateTime: updateTime(),
});

/** Issued tokens, stored as SHA-256 hashes; the raw values exist only in the client's hands. */
export const tokens = sqliteTable(
  "sys_token",
  {
    id: id(),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    clientId: text().notNull(),
    accessHash: text().notNull().unique(),
    refreshHash: text().unique(),
    accessExpiresAt: integer({ mode: "timestamp_ms" }).notNull(),
    refreshExpiresAt: integer({ mode: "timestamp_ms" }),
    revoked: integer({ mode: "boolean" }).notNull().default(false),
    ip: text(),
    userAgent: text(),
    lastSeen: integer({ mode: "timestamp_ms" }),
    createTime: createTime(),
  },
  (t) => [index("sys_token_user").on(t.userId)],
);

/** Image captchas, SMS codes, password-reset and contact codes; one row per challenge. */
export const captchas = sqliteTable("sys_captcha", {
  key: text().primaryKey(),
  kind: text({ enum: ["image", "sms", "reset", "contact"] }).notNull(),
  /** sha256 of the challenge key and the answer; the plain answer is never stored. */
  answer: text().notNull(),
  target: text(),
  tenantCode: text(),
  attempts: integer().notNull().default(0),
  expiresAt: integer({ mode: "timestamp_ms" }).notNull(),
  createTime: createTime(),
});

/** SMS and e-mail the simulator "sends"; read back per tenant by admins, or through the dev outbox. */
export const outbox = sqliteTable(
  "sys_outbox",
  {
    id: id(),
    tenantCode: tenantCode(),
    channel: text({ enum: ["sms", "email"] }).notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    code: text(),
    createTime: createTime(),
  },
  (t) => [index("sys_outbox_tenant_created").on(t.tenantCode, t.createTime)],
);

export const notifications = sqliteTable(
  "sys_notification",
  {
    id: id(),
    tenantCode: tenantCode(),
    title: text().notNull(),
    content: text(),
    /** notice or message. */
    type: text({ enum: ["notice", "message"] }).notNull(),
    priority: text().notNull().default("normal"),
    publisher: text(),
    periodStart: integer({ mode: "timestamp_ms" }),
    periodEnd: integer({ mode: "timestamp_ms" }),
    /** JSON: { all?: true, userIds?: string[], roleCodes?: string[], orgIds?: string[] }. */
    publishObjects: text({ mode: "json" }).$type<{ all?: boolean; userIds?: string[]; roleCodes?: string[]; orgIds?: string[] }>(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_notification_tenant").on(t.tenantCode, t.createTime)],
);

export const notificationRecipients = sqliteTable(
  "sys_notification_recipient",
  {
    tenantCode: tenantCode(),
    notificationId: text().notNull(),
    userId: text().notNull(),
    readTime: integer({ mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index("sys_notification_recipient_user").on(t.userId, t.readTime)],
);

export const auditLog = sqliteTable(
  "sys_audit_log",
  {
    id: id(),
    tenantCode: text(),
    userId: text(),
    username: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: text({ mode: "json" }),
    after: text({ mode: "json" }),
    ip: text(),
    createTime: createTime(),
  },
  (t) => [index("sys_audit_log_tenant").on(t.tenantCode, t.createTime)],
);
