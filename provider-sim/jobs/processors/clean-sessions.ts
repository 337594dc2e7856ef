import { and, isNotNull, lt, or, eq, isNull } from "drizzle-orm";
import { captchas, tokens } from "../../../db/schema";
import { scoped } from "../../tenant";
import { QUICK_MS, type Processor } from "./types";

/** Removes the tenant's sessions past their refresh expiry (or revoked and past their access expiry) and its expired captchas. */
export const cleanExpiredSessions: Processor = {
  durationMs: () => QUICK_MS,
  process(ctx) {
    const now = new Date(ctx.now);
    const sessions = ctx.db
      .delete(tokens)
      .where(
        and(
          scoped(tokens, ctx.tenantCode),
          or(
            and(isNotNull(tokens.refreshExpiresAt), lt(tokens.refreshExpiresAt, now)),
            and(isNull(tokens.refreshExpiresAt), lt(tokens.accessExpiresAt, now)),
            and(eq(tokens.revoked, true), lt(tokens.accessExpiresAt, now)),
          ),
        ),
      )
      .run().changes;
    const codes = ctx.db.delete(captchas).where(and(eq(captchas.tenantCode, ctx.tenantCode), lt(captchas.expiresAt, now))).run().changes;
    ctx.log(`removed ${sessions} expired sessions and ${codes} expired captchas`);
    return { success: true, result: `removed ${sessions} sessions, ${codes} captchas` };
  },
};
