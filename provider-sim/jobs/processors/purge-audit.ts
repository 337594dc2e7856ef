import { and, eq, lt } from "drizzle-orm";
import { auditLog } from "../../../db/schema";
import { intParam, QUICK_MS, type Processor } from "./types";

const DAY_MS = 86_400_000;

/** Deletes the tenant's audit rows older than `days` (default 180, at least 7); the row-count triggers keep the totals. */
export const purgeAuditLog: Processor = {
  durationMs: () => QUICK_MS,
  process(ctx) {
    const days = intParam(ctx.params, "days", 180, 7, 3650);
    const before = new Date(ctx.now - days * DAY_MS);
    const purged = ctx.db.delete(auditLog).where(and(eq(auditLog.tenantCode, ctx.tenantCode), lt(auditLog.createTime, before))).run().changes;
    ctx.log(`purged ${purged} audit rows created before ${before.toISOString()}`);
    return { success: true, result: `purged ${purged} audit rows older than ${days} days` };
  },
};
