import { and, count, desc, eq, gt, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import type { Request, Router } from "express";
import { z } from "zod";
import { hkMessagePaths, MESSAGE_SUBJECTS, tripOfSummary, type HkMessageEntry, type MessageType } from "../../contract/hk/exchange";
import { hkConsignments, hkMessages as rows, hkTdecs } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { boundedPageSchema } from "../crud/paging";
import { handle, isoTime, ok, page } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { contains, windowOf } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { CONTROL_POINT } from "./export-labels";
import type { ExportLanguage } from "../crud/export-text";

export function writeHkMessage(db: Queryable, principal: Pick<Principal, "tenantCode">, entry: HkMessageEntry): void {
  db.insert(rows)
    .values({ id: nextId(), tenantCode: principal.tenantCode, ...entry, vehicleNo: entry.vehicleNo ?? null, party: entry.party ?? null, by: entry.by ?? null, at: new Date(entry.at) })
    .run();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const querySchema = boundedPageSchema.extend({
  subject: z.enum(MESSAGE_SUBJECTS).optional(),
  subjectId: z.string().regex(/^\d{1,20}$/).optional(),
  reference: z.string().trim().max(100).optional(),
  vehicleNo: z.string().trim().max(20).optional(),
  party: z.string().trim().max(100).optional(),
  statusAfter: z.string().trim().max(20).optional(),
  atFrom: z.string().regex(DAY).optional().catch(undefined),
  atTo: z.string().regex(DAY).optional().catch(undefined),
});

/**
 * A reference names a message, and the record it is about: a search by a UDR finds the lodgement
 * sent under the ref. no. too, a search by a CCRN the e-ACI sent before ROCARS gave it.
 */
function referenceWhere(db: Queryable, principal: Principal, text: string): SQL | undefined {
  const tdecs = db.select({ id: hkTdecs.id }).from(hkTdecs).where(and(scoped(hkTdecs, principal), or(contains(hkTdecs.udr, text), contains(hkTdecs.refNo, text)))).all().map((r) => r.id);
  const ccrns = db.select({ id: hkConsignments.id }).from(hkConsignments).where(and(scoped(hkConsignments, principal), or(contains(hkConsignments.ccrn, text), contains(hkConsignments.refNo, text)))).all().map((r) => r.id);
  return or(contains(rows.reference, text), inArray(rows.subjectId, [...tdecs, ...ccrns].slice(0, 500)));
}

/** Midnight of a Hong Kong day, as epoch milliseconds. */
const hkMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/**
 * The messages of the caller's tenant, newest first, filtered; a message whose time has not come
 * (ROCARS's answer still on its way, a crossing still ahead) is not there yet.
 */
function routes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  router.get(
    local(hkMessagePaths.query),
    handle((req: Request) => {
      const principal = principalOf(req);
      const q = parseWith(querySchema, req.query);
      const now = ctx.now();
      const where: (SQL | undefined)[] = [scoped(rows, principal), lte(rows.at, new Date(now))];
      if (q.subject) where.push(eq(rows.subject, q.subject));
      if (q.subjectId) where.push(eq(rows.subjectId, q.subjectId));
      if (q.reference) where.push(referenceWhere(ctx.db, principal, q.reference));
      if (q.vehicleNo) where.push(contains(rows.vehicleNo, q.vehicleNo.replace(/\s/g, "").toUpperCase()));
      if (q.party) where.push(contains(rows.party, q.party));
      if (q.statusAfter) where.push(eq(rows.statusAfter, q.statusAfter));
      if (q.atFrom) where.push(gte(rows.at, new Date(hkMidnight(q.atFrom))));
      if (q.atTo) where.push(lte(rows.at, new Date(hkMidnight(q.atTo) + 86_400_000 - 1)));
      const condition = and(...where);
      const { limit, offset } = windowOf(q);
      const [{ total }] = ctx.db.select({ total: count() }).from(rows).where(condition).all();
      const [field, order] = (q.sorter ?? "at_descend").split("_");
      const column = field === "reference" ? rows.reference : rows.at;
      const list = ctx.db
        .select()
        .from(rows)
        .where(condition)
        .orderBy(...(order === "ascend" ? [column, rows.at, rows.id] : [desc(column), desc(rows.at), desc(rows.id)]))
        .limit(limit)
        .offset(offset)
        .all()
        .map(({ tenantCode: _t, ...row }) => ({ ...row, ...tripWordings(row.summary), at: isoTime(row.at), createTime: isoTime(row.createTime) }));
      return ok(page(list, total, q.currentPage, q.pageSize));
    }),
  );
}

/**
 * A bundle or crossing message's summary worded per language (`summaryEn|Zh|Tw`): the vehicle, the
 * control point by name and the crossing as screens show HK times, instead of its codes.
 */
function tripWordings(summary: string | null): Record<string, string> {
  const trip = summary ? tripOfSummary(summary) : null;
  if (!trip) return {};
  const worded = (lang: ExportLanguage) =>
    [trip.vehicleNo, CONTROL_POINT[trip.controlPoint]?.[lang] ?? trip.controlPoint, trip.crossingAt?.replace("T", " ")].filter(Boolean).join(" · ");
  return { summaryEn: worded("en"), summaryZh: worded("zh"), summaryTw: worded("tw") };
}

/** The CCRN and UDR message history (/hKDetail, /declarationDetail): read only, written by the steps. */
export const hkExchange: SimResource = { bases: [hkMessagePaths.base], routes };

/** A message announced for later that will not come after all (a vehicle's crossing once unbundled). */
export function withdrawLaterMessages(db: Queryable, principal: Pick<Principal, "tenantCode">, subjectId: string, type: MessageType, now: number): void {
  db.delete(rows)
    .where(and(scoped(rows, principal), eq(rows.subjectId, subjectId), eq(rows.type, type), gt(rows.at, new Date(now))))
    .run();
}
