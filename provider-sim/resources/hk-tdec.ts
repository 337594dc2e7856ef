import { and, count, desc, eq, inArray, like, max, ne, sum } from "drizzle-orm";
import type { Request, Router } from "express";
import { amountText } from "../../contract/money";
import { hkConsignmentMessages as cm, hkTimeText } from "../../contract/hk/consignment";
import { latePenalty, tdecDueDate } from "../../contract/hk/rules";
import {
  addHkTdecSchema,
  demoUdr,
  groupingDocumentOf,
  hkTdecMessages as m,
  hkTdecPaths,
  lodgeHkTdecSchema,
  lodgeProblem,
  problemText,
  tdecIdsSchema,
  updateHkTdecSchema,
} from "../../contract/hk/tdec";
import { consignmentIdsSchema } from "../../contract/hk/consignment";
import { hkCargo, hkConsignments, hkDeclaringUnits, hkTdecConsignments as links, hkTdecLines as lines, hkTdecs as rows } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { numberByMonth } from "../crud/monthly-number";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { writeAudit } from "../services/audit";
import { acrossTenants, scoped } from "../tenant";
import { parseWith } from "../validate";
import { writeHkMessage } from "./hk-exchange";
import { visibleCcrnStatus } from "./hk-consignment";
import type { SimResource } from "./resource";
import { TDEC_KIND, TDEC_STATUS, TDEC_TRANSPORT } from "./export-labels";

export const TDEC_MENU = "hongKongCustomsDeclaration";
export type TdecRow = typeof rows.$inferSelect;
type LineRow = typeof lines.$inferSelect;

export const hkDay = (ms: number) => hkTimeText(ms).slice(0, 10);

export function tdecOf(db: Queryable, principal: Principal, id: string): TdecRow {
  const found = db.select().from(rows).where(and(scoped(rows, principal), eq(rows.id, id))).get();
  if (!found) throw new SimError(m.tdecUnknown);
  return found;
}

export function requireDraft(row: TdecRow): void {
  if (row.status !== "draft") throw new SimError(m.notDraft);
}

export const linesOf = (db: Queryable, principal: Principal, tdecId: string): LineRow[] =>
  db.select().from(lines).where(and(scoped(lines, principal), eq(lines.tdecId, tdecId))).orderBy(lines.lineNo).all();

/** The CCRNs a declaration came from. */
function consignmentsOf(db: Queryable, principal: Principal, tdecId: string) {
  return db
    .select({ id: hkConsignments.id, ccrn: hkConsignments.ccrn, refNo: hkConsignments.refNo })
    .from(links)
    .innerJoin(hkConsignments, and(eq(hkConsignments.id, links.consignmentId), scoped(hkConsignments, principal)))
    .where(and(scoped(links, principal), eq(links.tdecId, tdecId)))
    .all();
}

export const groupingDocument = (db: Queryable, principal: Principal, row: Pick<TdecRow, "id" | "transportDocument">): string | null =>
  groupingDocumentOf(row.transportDocument, consignmentsOf(db, principal, row.id).map((c) => c.ccrn));

/** Due date, lateness and the late penalty as of `now` (a draft is counted as if lodged today). */
export function tdecFigures(row: Pick<TdecRow, "movedOn" | "status" | "lodgedAt">, totalCents: number, now: number) {
  const lodgedOn = row.lodgedAt ? hkDay(row.lodgedAt.getTime()) : hkDay(now);
  const penalty = latePenalty(row.movedOn, lodgedOn, totalCents);
  const counted = row.status !== "cancelled" && penalty.tier > 0;
  return { dueDate: tdecDueDate(row.movedOn), late: counted, penaltyCents: counted ? penalty.penaltyCents : 0 };
}

function wire(row: TdecRow, db: Queryable, principal: Principal, now: number): Row {
  const [totals] = db.select({ cents: sum(lines.valueCents), n: count() }).from(lines).where(and(scoped(lines, principal), eq(lines.tdecId, row.id))).all();
  const totalCents = Number(totals?.cents ?? 0);
  const figures = tdecFigures(row, totalCents, now);
  const unit = db.select({ name: hkDeclaringUnits.companyNameEn }).from(hkDeclaringUnits).where(and(scoped(hkDeclaringUnits, principal), eq(hkDeclaringUnits.id, row.declaringUnitId))).get();
  return {
    ...row,
    declaringUnitName: unit?.name ?? null,
    lodgedAt: isoTime(row.lodgedAt),
    dueDate: figures.dueDate,
    late: figures.late,
    penalty: amountText(figures.penaltyCents),
    totalValue: amountText(totalCents),
    lineCount: totals?.n ?? 0,
    consignments: consignmentsOf(db, principal, row.id),
  };
}

function checkDeclaringUnit(db: Queryable, principal: Principal, id: unknown): void {
  const found = db.select({ id: hkDeclaringUnits.id }).from(hkDeclaringUnits).where(and(scoped(hkDeclaringUnits, principal), eq(hkDeclaringUnits.id, String(id)))).get();
  if (!found) throw new SimError(m.declaringUnitUnknown);
}

/** The next demo UDR of the day: the service provider numbers every trader's declarations in one sequence. */
function nextUdr(db: Queryable, now: number): string {
  const day = hkDay(now);
  const prefix = demoUdr(day, 0).slice(0, -6);
  const last = acrossTenants("the service provider numbers every trader's declarations in one sequence", () =>
    db.select({ last: max(rows.udr) }).from(rows).where(like(rows.udr, `${prefix}%`)).get(),
  );
  return demoUdr(day, last?.last ? Number(last.last.slice(-6)) + 1 : 1);
}

const crud: CrudResource = {
  menuCode: TDEC_MENU,
  title: { en: "TDEC declarations", zh: "进出口报关单", tw: "進出口報關單" },
  paths: hkTdecPaths,
  table: rows,
  addSchema: addHkTdecSchema,
  updateSchema: updateHkTdecSchema,
  filters: {
    id: { column: rows.id, match: "equals" },
    refNo: { column: rows.refNo, match: "contains" },
    udr: { column: rows.udr, match: "contains" },
    consigneeName: { column: rows.consigneeName, match: "contains" },
    transportDocument: { column: rows.transportDocument, match: "contains" },
    kind: { column: rows.kind, match: "equals" },
    status: { column: rows.status, match: "equals" },
  },
  sortable: { refNo: rows.refNo, movedOn: rows.movedOn, createTime: rows.createTime },
  defaultOrder: [descending(rows.createTime)],
  exportColumns: [
    { field: "refNo", header: { en: "Ref.", zh: "编号", tw: "編號" } },
    { field: "udr", header: { en: "UDR", zh: "UDR", tw: "UDR" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: TDEC_STATUS } },
    { field: "kind", header: { en: "Import/export", zh: "进出口", tw: "進出口" }, kind: { labels: TDEC_KIND } },
    { field: "declaringUnitName", header: { en: "Declaring unit", zh: "申报单位", tw: "申報單位" } },
    { field: "consignorName", header: { en: "Consignor", zh: "发货人", tw: "發貨人" } },
    { field: "consigneeName", header: { en: "Consignee", zh: "收货人", tw: "收貨人" } },
    { field: "transportMode", header: { en: "Transport", zh: "运输方式", tw: "運輸方式" }, kind: { labels: TDEC_TRANSPORT } },
    { field: "transportDocument", header: { en: "Transport document", zh: "运输单据", tw: "運輸單據" } },
    { field: "conveyance", header: { en: "Conveyance", zh: "运输工具", tw: "運輸工具" } },
    { field: "movedOn", header: { en: "Date of import/export", zh: "进出口日期", tw: "進出口日期" } },
    { field: "dueDate", header: { en: "Due", zh: "截止日期", tw: "截止日期" } },
    { field: "totalValue", header: { en: "Value HKD", zh: "货值", tw: "貨值" } },
    { field: "penalty", header: { en: "Late penalty HKD", zh: "逾期罚款", tw: "逾期罰款" } },
  ],
  check(db, principal, values, id) {
    if (id !== undefined) requireDraft(tdecOf(db, principal, id));
    checkDeclaringUnit(db, principal, values.declaringUnitId);
  },
  checkDelete(db, principal, ids) {
    for (const id of ids) requireDraft(tdecOf(db, principal, id));
  },
  prepare(_db, principal, values, id) {
    return id === undefined ? { ...values, createBy: principal.username } : values;
  },
  afterWrite(db, principal, id, _values, write) {
    if (!numberByMonth(db, principal, rows, "refNo", "TDC", id)) return;
    const row = tdecOf(db, principal, id);
    writeHkMessage(db, principal, { subject: "tdec", subjectId: id, reference: row.refNo!, vehicleNo: row.conveyance, party: row.consigneeName, direction: "recorded", type: "tdecCreate", statusAfter: "draft", summary: row.kind, at: write.now, by: principal.username });
  },
  onDelete(db, principal, ids) {
    db.delete(lines).where(and(scoped(lines, principal), inArray(lines.tdecId, [...ids]))).run();
    db.delete(links).where(and(scoped(links, principal), inArray(links.tdecId, [...ids]))).run();
  },
  view: (row, db, principal, now) => wire(row as unknown as TdecRow, db, principal, now),
};

/** Consignments that may start a declaration: ROCARS's, of one direction and one vehicle, in no other live declaration. */
function startingConsignments(db: Queryable, principal: Principal, ids: string[], now: number) {
  const found = db.select().from(hkConsignments).where(and(scoped(hkConsignments, principal), inArray(hkConsignments.id, ids))).all();
  if (found.length !== new Set(ids).size) throw new SimError(cm.consignmentUnknown);
  const ordered = ids.map((id) => found.find((row) => row.id === id)!);
  for (const row of ordered) if (!["accepted", "bundled", "crossed"].includes(visibleCcrnStatus(row, now))) throw new SimError(m.consignmentsNotAnswered);
  if (new Set(ordered.map((row) => row.direction)).size > 1) throw new SimError(m.directionsDiffer);
  if (new Set(ordered.map((row) => row.vehicleNo ?? "")).size > 1) throw new SimError(m.vehiclesDiffer);
  const used = db
    .select({ id: links.consignmentId })
    .from(links)
    .innerJoin(rows, and(eq(rows.id, links.tdecId), scoped(rows, principal)))
    .where(and(scoped(links, principal), inArray(links.consignmentId, ids), ne(rows.status, "cancelled")))
    .all();
  if (used.length > 0) throw new SimError(m.consignmentUsed);
  return ordered;
}

/**
 * The declaration's own calls: created from CCRNs, lodged for a UDR, cancelled. Each checks its
 * button, then in one transaction the rules, the rows, an audit row and the messages.
 */
function routes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  const audit = (tx: Queryable, req: Request, principal: Principal, action: "create" | "update", id: string, before: unknown, after: unknown, now: number) =>
    writeAudit(tx, now, { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: TDEC_MENU, entityId: id, before, after, ip: req.ip });

  router.post(
    local(hkTdecPaths.fromConsignments),
    handle((req: Request) => {
      const principal = principalOf(req);
      requireButton(db, principal, TDEC_MENU, "add");
      const { ids } = parseWith(consignmentIdsSchema, req.body);
      const now = ctx.now();
      const id = db.transaction((tx) => {
        const consignments = startingConsignments(tx, principal, ids, now);
        const units = tx.select().from(hkDeclaringUnits).where(scoped(hkDeclaringUnits, principal)).orderBy(desc(hkDeclaringUnits.isDefault), hkDeclaringUnits.createTime).all();
        const unit = units.find((u) => u.isDefault) ?? units[0];
        if (!unit) throw new SimError(m.declaringUnitUnknown);
        const cargo = tx.select().from(hkCargo).where(scoped(hkCargo, principal)).all();
        const [first] = consignments;
        const id = nextId();
        const at = new Date(now);
        tx.insert(rows)
          .values({
            id, tenantCode: principal.tenantCode, kind: first.direction, declaringUnitId: unit.id,
            consignorName: first.consignorName, consignorAddress: first.consignorAddress, consigneeName: first.consigneeName, consigneeAddress: first.consigneeAddress,
            transportMode: "road", transportDocument: first.ccrn, conveyance: first.vehicleNo, controlPoint: first.controlPoint,
            movedOn: (first.crossingAt ?? first.expectedCrossingAt).slice(0, 10), createBy: principal.username, createTime: at, updateTime: at,
          })
          .run();
        consignments.forEach((c, i) => {
          const item = cargo.find((g) => g.description.trim().toLowerCase() === c.articlesDescription.trim().toLowerCase());
          const valueCents = item?.unitValueCents && item.currency === "HKD" ? item.unitValueCents * c.packages : 0;
          tx.insert(lines)
            .values({
              id: nextId(), tenantCode: principal.tenantCode, tdecId: id, lineNo: i + 1, cargoId: item?.id ?? null, hkhsCode: item?.hkhsCode ?? null, description: c.articlesDescription,
              quantity: c.packages, unit: item?.unit ?? "PCS", valueCents, country: first.direction === "import" ? (item?.originCountry ?? "CN") : "CN", createTime: at, updateTime: at,
            })
            .run();
          tx.insert(links).values({ id: nextId(), tenantCode: principal.tenantCode, tdecId: id, consignmentId: c.id, createTime: at }).run();
        });
        numberByMonth(tx, principal, rows, "refNo", "TDC", id);
        const row = tdecOf(tx, principal, id);
        writeHkMessage(tx, principal, { subject: "tdec", subjectId: id, reference: row.refNo!, vehicleNo: row.conveyance, party: row.consigneeName, direction: "recorded", type: "tdecCreate", statusAfter: "draft", summary: consignments.map((c) => c.ccrn).join(", "), at: now, by: principal.username });
        audit(tx, req, principal, "create", id, undefined, wire(row, tx, principal, now), now);
        return id;
      });
      return ok({ id });
    }),
  );

  router.post(
    local(hkTdecPaths.lodge),
    handle((req: Request) => {
      const principal = principalOf(req);
      requireButton(db, principal, TDEC_MENU, "update");
      const { id } = parseWith(lodgeHkTdecSchema, req.body);
      const now = ctx.now();
      const udr = db.transaction((tx) => {
        const before = tdecOf(tx, principal, id);
        requireDraft(before);
        const own = linesOf(tx, principal, id);
        if (own.length === 0) throw new SimError(m.noLines);
        const problem = lodgeProblem(groupingDocument(tx, principal, before), own);
        if (problem) throw new SimError(problemText(problem));
        const udr = nextUdr(tx, now);
        tx.update(rows).set({ status: "lodged", udr, lodgedAt: new Date(now), lodgedBy: principal.username, updateTime: new Date(now) }).where(and(scoped(rows, principal), eq(rows.id, id))).run();
        const after = tdecOf(tx, principal, id);
        const message = { subject: "tdec" as const, subjectId: id, vehicleNo: before.conveyance, party: before.consigneeName, by: principal.username };
        writeHkMessage(tx, principal, { ...message, reference: before.refNo!, direction: "sent", type: "tdecLodge", statusAfter: "lodged", summary: `HKD ${amountText(own.reduce((sum, line) => sum + line.valueCents, 0))}`, at: now });
        writeHkMessage(tx, principal, { ...message, reference: udr, direction: "received", type: "udrAck", statusAfter: "lodged", summary: udr, at: now });
        audit(tx, req, principal, "update", id, wire(before, tx, principal, now), wire(after, tx, principal, now), now);
        return udr;
      });
      return ok({ udr });
    }),
  );

  router.post(
    local(hkTdecPaths.cancel),
    handle((req: Request) => {
      const principal = principalOf(req);
      requireButton(db, principal, TDEC_MENU, "update");
      const { ids } = parseWith(tdecIdsSchema, req.body);
      const now = ctx.now();
      db.transaction((tx) => {
        for (const id of ids) {
          const before = tdecOf(tx, principal, id);
          requireDraft(before);
          tx.update(rows).set({ status: "cancelled", updateTime: new Date(now) }).where(and(scoped(rows, principal), eq(rows.id, id))).run();
          writeHkMessage(tx, principal, { subject: "tdec", subjectId: id, reference: before.refNo!, vehicleNo: before.conveyance, party: before.consigneeName, direction: "recorded", type: "tdecCancel", statusAfter: "cancelled", summary: "", at: now, by: principal.username });
          audit(tx, req, principal, "update", id, wire(before, tx, principal, now), wire(tdecOf(tx, principal, id), tx, principal, now), now);
        }
      });
      return ok();
    }),
  );
}

/** Hong Kong import/export declarations (/hongKongCustomsDeclaration): entry, creation from CCRNs, lodgement for a UDR. */
export const hkTdec: SimResource = { bases: [hkTdecPaths.base], crud, routes };
