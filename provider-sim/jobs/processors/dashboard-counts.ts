import { and, eq, sql } from "drizzle-orm";
import { auditLog, rowCounts, rowCountsByHour } from "../../../db/schema";
import { QUICK_MS, type Processor } from "./types";

const AUDIT = "sys_audit_log";

/**
 * Counts the tenant's audit rows again, in total and per hour, and writes the counts the lists'
 * totals and page jumps read (decision 0004) where they drifted from the rows.
 */
export const recomputeDashboardCounts: Processor = {
  durationMs: () => QUICK_MS,
  process(ctx) {
    const mine = eq(auditLog.tenantCode, ctx.tenantCode);
    const hour = sql<number>`cast(${auditLog.createTime} / 3600000 as integer)`;
    const byHour = ctx.db.select({ hour, n: sql<number>`count(*)` }).from(auditLog).where(mine).groupBy(hour).all();
    const total = byHour.reduce((sum, h) => sum + h.n, 0);
    const kept = ctx.db.select({ n: rowCounts.n }).from(rowCounts).where(and(eq(rowCounts.tableName, AUDIT), eq(rowCounts.tenantCode, ctx.tenantCode))).get();
    ctx.db
      .insert(rowCounts)
      .values({ tableName: AUDIT, tenantCode: ctx.tenantCode, n: total })
      .onConflictDoUpdate({ target: [rowCounts.tableName, rowCounts.tenantCode], set: { n: total } })
      .run();
    ctx.db.delete(rowCountsByHour).where(and(eq(rowCountsByHour.tableName, AUDIT), eq(rowCountsByHour.tenantCode, ctx.tenantCode))).run();
    for (const h of byHour) ctx.db.insert(rowCountsByHour).values({ tableName: AUDIT, tenantCode: ctx.tenantCode, hour: h.hour, n: h.n }).run();
    const drift = total - (kept?.n ?? 0);
    ctx.log(`audit log: ${total} rows in ${byHour.length} hours; the kept total was ${kept?.n ?? 0}`, drift ? "WARN" : "INFO");
    return { success: true, result: drift ? `corrected the audit total by ${drift > 0 ? "+" : ""}${drift} to ${total}` : `audit total ${total} was right` };
  },
};
