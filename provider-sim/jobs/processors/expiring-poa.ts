import { and, asc, between, eq, inArray } from "drizzle-orm";
import { auditLog, usParties, usPowersOfAttorney } from "../../../db/schema";
import { scoped } from "../../tenant";
import { notifyUsers } from "../alarm";
import { intParam, QUICK_MS, type Processor } from "./types";

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Finds the tenant's powers of attorney that expire within `days` (default 30) and tells their
 * owners, the users who recorded them (the audit log), or else the job's alarm users.
 */
export const checkExpiringPowersOfAttorney: Processor = {
  durationMs: () => QUICK_MS,
  process(ctx) {
    const days = intParam(ctx.params, "days", 30, 1, 365);
    const expiring = ctx.db
      .select({ id: usPowersOfAttorney.id, expiryDate: usPowersOfAttorney.expiryDate, grantorName: usPowersOfAttorney.grantorName, partyName: usParties.name })
      .from(usPowersOfAttorney)
      .leftJoin(usParties, and(eq(usParties.id, usPowersOfAttorney.partyId), scoped(usParties, ctx.tenantCode)))
      .where(and(scoped(usPowersOfAttorney, ctx.tenantCode), between(usPowersOfAttorney.expiryDate, day(ctx.now), day(ctx.now + days * DAY_MS))))
      .orderBy(asc(usPowersOfAttorney.expiryDate))
      .all();
    const creators = expiring.length
      ? ctx.db
          .select({ entityId: auditLog.entityId, userId: auditLog.userId })
          .from(auditLog)
          .where(and(eq(auditLog.tenantCode, ctx.tenantCode), inArray(auditLog.entityId, expiring.map((p) => p.id))))
          .all()
      : [];
    let notified = 0;
    for (const poa of expiring) {
      const owners = [...new Set(creators.filter((c) => c.entityId === poa.id && c.userId).map((c) => c.userId as string))];
      const to = owners.length ? owners : ctx.notifyUserIds;
      const who = poa.partyName ?? poa.grantorName;
      notified += notifyUsers(ctx.db, ctx.tenantCode, to, {
        en: `Power of attorney of ${who} expires on ${poa.expiryDate}`,
        zh: `${who} 的委托书将于 ${poa.expiryDate} 到期`,
        tw: `${who} 的委託書將於 ${poa.expiryDate} 到期`,
      });
      ctx.log(`${who}: expires ${poa.expiryDate}, told ${to.length} user(s)`);
    }
    return { success: true, result: `${expiring.length} powers of attorney expire within ${days} days; ${notified} notices sent` };
  },
};
