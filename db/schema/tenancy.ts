import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createTime, updateTime, tenantCode } from "./columns";
import { nextId } from "../snowflake";

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
    /** The name and description per UI language, as menus keep theirs; null shows roleName / roleDescription. */
    roleNameEn: text(),
    roleNameZh: text(),
    roleNameTw: text(),
    roleDescription: text(),
    roleDescriptionEn: text(),
    roleDescriptionZh: text(),
    roleDescriptionTw: text(),
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
    /** The name per UI language; null shows postName. */
    postNameEn: text(),
    postNameZh: text(),
    postNameTw: text(),
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
    /** The holding's own id (`/sysuserpost` answers it); kept while the user keeps the post. */
    id: text().notNull().$defaultFn(() => nextId()),
    tenantCode: tenantCode(),
    userId: text().notNull(),
    postId: text().notNull(),
    /** main or part-time. */
    postType: text({ enum: ["main", "part-time"] }).notNull().default("main"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), uniqueIndex("sys_user_post_id").on(t.id)],
);

export const orgs = sqliteTable(
  "sys_org",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** company, department or team. */
    orgType: text().notNull(),
    orgName: text().notNull(),
    /** The name and description per UI language; null shows orgName / orgDescription. */
    orgNameEn: text(),
    orgNameZh: text(),
    orgNameTw: text(),
    orgDescription: text(),
    orgDescriptionEn: text(),
    orgDescriptionZh: text(),
    orgDescriptionTw: text(),
    orgSequence: integer().notNull().default(0),
    parentId: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [index("sys_org_tenant").on(t.tenantCode), index("sys_org_tenant_created").on(t.tenantCode, t.createTime)],
);
