import { and, asc, count, eq } from "drizzle-orm";
import type { Request } from "express";
import { z } from "zod";
import type { AuditAction } from "../../contract/admin/auditlog";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { customsMessages as c } from "../../contract/customs/messages";
import { HS_MARKETS, hsCodeKeySchema, hsNotePaths, saveHsNoteSchema, type HsMarket, type HsNote } from "../../contract/customs/tariff";
import { hsCodeNotes as notes, hsNationalLines as lines } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { boundedPageSchema } from "../crud/paging";
import { handle, isoTime, ok, page, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

/** The screen whose edit button writes a tenant's notes, and whose audit trail records them. */
const MENU = "HscodeMgt";

type NoteRow = typeof notes.$inferSelect;

/** The tenant's note on a code, if it wrote one. */
export function noteOf(q: Queryable, principal: Principal, market: HsMarket, code: string): NoteRow | undefined {
  return q.select().from(notes).where(and(scoped(notes, principal), eq(notes.market, market), eq(notes.code, code))).get();
}

/** A note on the wire and in the audit: without its tenant, times as ISO strings. */
export function noteWire({ tenantCode: _tenant, ...note }: NoteRow): HsNote {
  return { ...note, createTime: isoTime(note.createTime), updateTime: isoTime(note.updateTime) };
}

const noteQuerySchema = boundedPageSchema.extend({
  market: z.enum(HS_MARKETS).optional(),
  code: z.string().trim().max(16).optional(),
});

/**
 * A tenant's own notes on national codes (/HscodeMgt record page): one per code, saved over
 * (`saveHsNote`) and removed (`deleteHsNote?market=&code=`) with the screen's edit button, each
 * write audited on the screen's trail. Only codes that have a tariff line take a note.
 */
export const customsHsNote: SimResource = {
  bases: [hsNotePaths.base],
  routes(router, local, ctx) {
    const { db } = ctx;
    const audit = (tx: Queryable, req: Request, action: AuditAction, id: string, before: HsNote | null, after: HsNote | null) => {
      const principal = principalOf(req);
      writeAudit(tx, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: MENU, entityId: id, before, after, ip: req.ip });
    };

    router.get(
      local(hsNotePaths.query),
      handle((req) => {
        const principal = principalOf(req);
        const query = parseWith(noteQuerySchema, req.query, (message) => new SimError(message, 400, 400));
        const where = and(scoped(notes, principal), query.market ? eq(notes.market, query.market) : undefined, query.code ? eq(notes.code, query.code.replace(/\D/g, "")) : undefined);
        const total = db.select({ n: count() }).from(notes).where(where).get()!.n;
        const rows = db
          .select()
          .from(notes)
          .where(where)
          .orderBy(asc(notes.market), asc(notes.code))
          .limit(query.pageSize)
          .offset((query.currentPage - 1) * query.pageSize)
          .all();
        return ok(page(rows.map(noteWire), total, query.currentPage, query.pageSize));
      }),
    );

    router.post(
      local(hsNotePaths.save),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const { market, code, note } = parseWith(saveHsNoteSchema, req.body);
        db.transaction((tx) => {
          if (!tx.select({ id: lines.id }).from(lines).where(and(eq(lines.market, market), eq(lines.code, code))).get()) throw new SimError(c.lineUnknown);
          const at = new Date(ctx.now());
          const before = noteOf(tx, principal, market, code);
          if (before) {
            tx.update(notes).set({ note, createBy: principal.username, updateTime: at }).where(and(scoped(notes, principal), eq(notes.id, before.id))).run();
          } else {
            tx.insert(notes).values({ id: nextId(), tenantCode: principal.tenantCode, market, code, note, createBy: principal.username, createTime: at, updateTime: at }).run();
          }
          const after = noteOf(tx, principal, market, code)!;
          audit(tx, req, before ? "update" : "create", after.id, before ? noteWire(before) : null, noteWire(after));
        });
        return ok();
      }),
    );

    router.post(
      local(hsNotePaths.delete),
      handle((req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const { market, code } = parseWith(hsCodeKeySchema, req.query);
        db.transaction((tx) => {
          const before = noteOf(tx, principal, market, code);
          if (!before) throw new SimError(rm.notFound);
          tx.delete(notes).where(and(scoped(notes, principal), eq(notes.id, before.id))).run();
          audit(tx, req, "delete", before.id, noteWire(before), null);
        });
        return ok();
      }),
    );
  },
};
