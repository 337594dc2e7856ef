import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  addSysTenantSchema,
  auditSysTenantSchema,
  PLATFORM_TENANT,
  sysTenantPaths,
  tenantMessages as tm,
  updateSysTenantSchema,
} from "../../contract/admin/systenant";
import { tenants, users } from "../../db/schema";
import type { Row, CrudResource } from "../crud/resource";
import { requireButton } from "../crud/buttons";
import { ascending } from "../paging";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { acrossTenants } from "../tenant";
import { parseWith } from "../validate";
import { platformAdminsOnly } from "./platform";
import type { SimResource } from "./resource";
import { TENANT_APPLICATION } from "./export-labels";

const DAY_MS = 86_400_000;
const startOf = (value: unknown) => (typeof value === "string" && value ? new Date(`${value}T00:00:00.000Z`) : null);
/** A period ends with its last day. */
const endOf = (value: unknown) => (typeof value === "string" && value ? new Date(Date.parse(`${value}T00:00:00.000Z`) + DAY_MS - 1) : null);
const dayText = (value: unknown) => (value ? new Date(value as string).toISOString().slice(0, 10) : null);

/** An invitation code that a person can type: no 0/O or 1/I. */
export function newInvitationCode(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...randomBytes(10)].map((b) => letters[b % letters.length]).join("");
}

function tenantView(row: Row): Row {
  return { ...row, startTime: dayText(row.startTime), endTime: dayText(row.endTime), applyDate: isoTime(row.applyDate as Date | null) };
}

const crud: CrudResource = {
  menuCode: "systenant",
  title: { en: "Tenants", zh: "租户", tw: "租戶" },
  paths: sysTenantPaths,
  table: tenants,
  scope: "platform",
  addSchema: addSysTenantSchema,
  updateSchema: updateSysTenantSchema,
  filters: {
    tenantCode: { column: tenants.tenantCode, match: "contains" },
    tenantName: { column: tenants.tenantName, match: "contains" },
    applyStatus: { column: tenants.applyStatus, match: "equals" },
  },
  sortable: {
    tenantCode: tenants.tenantCode,
    tenantName: tenants.tenantName,
    applyStatus: tenants.applyStatus,
    applyDate: tenants.applyDate,
    endTime: tenants.endTime,
    createTime: tenants.createTime,
  },
  defaultOrder: [ascending(tenants.tenantCode)],
  exportColumns: [
    { field: "tenantCode", header: { en: "Code", zh: "租户编码", tw: "租戶編碼" } },
    { field: "tenantName", header: { en: "Name", zh: "租户名称", tw: "租戶名稱" } },
    { field: "contact", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "email", header: { en: "E-mail", zh: "邮箱", tw: "電子郵件" } },
    { field: "tel", header: { en: "Tel", zh: "电话", tw: "電話" } },
    { field: "startTime", header: { en: "Start", zh: "开始", tw: "開始" }, kind: "time" },
    { field: "endTime", header: { en: "End", zh: "结束", tw: "結束" }, kind: "time" },
    { field: "applyStatus", header: { en: "Application", zh: "申请状态", tw: "申請狀態" }, kind: { labels: TENANT_APPLICATION } },
  ],
  unique: { field: "tenantCode", column: tenants.tenantCode, message: tm.tenantCodeTaken },
  // A tenant a platform administrator creates needs no review: it starts approved.
  prepare(_db, principal, values, id) {
    const stored: Record<string, unknown> = { ...values, startTime: startOf(values.startTime), endTime: endOf(values.endTime) };
    if (id) return stored;
    return {
      ...stored,
      invitationCode: values.invitationCode || newInvitationCode(),
      applyStatus: "approved",
      applyDate: new Date(),
      applyUserName: principal.username,
    };
  },
  checkDelete(db, _principal, ids) {
    const rows = db.select({ tenantCode: tenants.tenantCode }).from(tenants).where(inArray(tenants.id, [...ids])).all();
    if (rows.some((r) => r.tenantCode === PLATFORM_TENANT)) throw new SimError(tm.platformTenant);
    const codes = rows.map((r) => r.tenantCode);
    const member = acrossTenants("a tenant's deletion looks for users in it", () =>
      db.select({ id: users.id }).from(users).where(inArray(users.tenantCode, codes)).get(),
    );
    if (member) throw new SimError(tm.hasUsers);
  },
  view: (row) => tenantView(row),
};

/**
 * Tenants (SPEC §3 tenant): the platform's registry with the tenants' applications. Only
 * platform administrators see or change it; an application is reviewed by someone other
 * than who filed it.
 */
export const sysTenant: SimResource = {
  bases: [sysTenantPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    router.use(local(sysTenantPaths.base), platformAdminsOnly);

    router.post(
      local(sysTenantPaths.audit),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, "systenant", "audit");
        const review = parseWith(auditSysTenantSchema, req.body);
        db.transaction((tx) => {
          const before = tx.select().from(tenants).where(eq(tenants.id, review.id)).get();
          if (!before) throw new SimError("the record does not exist");
          if (before.applyStatus !== "pending") throw new SimError(tm.notPending);
          if (before.applyUserName === principal.username) throw new SimError(tm.ownApplication);
          const approved = review.decision === "approve";
          const change = approved
            ? { applyStatus: "approved", failCause: null, invitationCode: before.invitationCode || newInvitationCode() }
            : { applyStatus: "rejected", failCause: review.failCause ?? null };
          tx.update(tenants)
            .set({ ...change, updateTime: new Date(ctx.now()) })
            .where(and(eq(tenants.id, review.id), eq(tenants.applyStatus, "pending")))
            .run();
          const after = tx.select().from(tenants).where(eq(tenants.id, review.id)).get()!;
          writeAudit(tx, ctx.now(), {
            tenantCode: principal.tenantCode,
            actor: { userId: principal.userId, username: principal.username },
            action: approved ? "approve" : "reject",
            entity: "systenant",
            entityId: review.id,
            before: tenantView(before as unknown as Row),
            after: tenantView(after as unknown as Row),
            ip: req.ip,
          });
        });
        return ok();
      }),
    );
  },
};
