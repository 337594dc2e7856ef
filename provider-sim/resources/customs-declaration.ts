import { attachmentDisposition } from "../../contract/admin/resource";
import { languageOf } from "../crud/export-text";
import { centsOf, amountText } from "../../contract/money";
import { and, asc, count, desc, eq, gt, inArray, like, lte, max, or, sum } from "drizzle-orm";
import type { Request, Router } from "express";
import {
  addDeclarationSchema,
  CUSTOMS_ANSWER_DELAY_MS,
  customsAnswer,
  declarationMessages as m,
  declarationPaths,
  declarationProblems,
  DECLARATION_STATUSES,
  entryNumber,
  milliOf,
  milliText,
  parseRejection,
  rejectionText,
  submitDeclarationSchema,
  updateDeclarationSchema,
  visibleStatus,
  type DeclarationProblem,
  type DeclarationStatus,
  type StatutoryUnits,
} from "../../contract/customs/declaration";
import { customsDeclarationLines as lines, customsDeclarations as declarations, customsGoods, hsNationalLines } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import { numberByMonth } from "../crud/monthly-number";
import type { CrudResource, Row, Values } from "../crud/resource";
import { handle, isoTime, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { writeAudit } from "../services/audit";
import { acrossTenants, scoped } from "../tenant";
import { parseWith } from "../validate";
import { declarationPdf } from "./customs-declaration-pdf";
import type { SimResource } from "./resource";
import { checkCountry, checkCurrency, checkLocode } from "./usa-references";
import { DECLARATION_DIRECTION, DECLARATION_REJECTION, DECLARATION_STATUS, TRADE_MODE, TRANSPORT_MODE } from "./export-labels";

const MENU = "Declaration";
export type DeclarationRow = typeof declarations.$inferSelect;
export type LineRow = typeof lines.$inferSelect;

/** The tenant's declaration, or the refusal. */
export function declarationOf(db: Queryable, principal: Principal, id: unknown): DeclarationRow {
  const found = db.select().from(declarations).where(and(scoped(declarations, principal), eq(declarations.id, String(id)))).get();
  if (!found) throw new SimError(m.declarationUnknown);
  return found;
}

export const statusNow = (row: Pick<DeclarationRow, "status" | "decidedAt">, now: number): DeclarationStatus =>
  visibleStatus(row.status, row.decidedAt === null ? null : row.decidedAt.getTime(), now);

/** Drafts and rejected declarations change; a change to a rejected one makes it a draft again. */
export function requireEditable(row: DeclarationRow, now: number, message: string = m.notEditable): void {
  const status = statusNow(row, now);
  if (status !== "draft" && status !== "rejected") throw new SimError(message);
}

export const BACK_TO_DRAFT = { status: "draft", submittedAt: null, submittedBy: null, decidedAt: null, rejectReason: null, entryNo: null } as const;

/** The statutory units and declaration elements of the CN10 line in force today, by code. */
export function tariffOf(db: Queryable, codes: readonly string[], now: number): Map<string, StatutoryUnits> {
  const today = new Date(now).toISOString().slice(0, 10);
  const found = new Map<string, StatutoryUnits>();
  if (codes.length === 0) return found;
  const rows = db
    .select({ code: hsNationalLines.code, unit1: hsNationalLines.unit1, unit2: hsNationalLines.unit2, elements: hsNationalLines.elements })
    .from(hsNationalLines)
    .where(and(eq(hsNationalLines.market, "CN"), inArray(hsNationalLines.code, [...new Set(codes)]), lte(hsNationalLines.effectiveDate, today)))
    .orderBy(asc(hsNationalLines.effectiveDate))
    .all();
  // Ascending, so the newest version in force is the one kept.
  for (const row of rows) found.set(row.code, { unit1: row.unit1, unit2: row.unit2, elements: row.elements });
  return found;
}

export function linesOf(db: Queryable, principal: Principal, declarationId: string): LineRow[] {
  return db.select().from(lines).where(and(scoped(lines, principal), eq(lines.declarationId, declarationId))).orderBy(asc(lines.lineNo)).all();
}

/** The message a problem is refused with (the app words each with its figures). */
export const problemMessage = (problem: DeclarationProblem): string => m[problem.rule];

/** A declaration as it goes on the wire: figures as text, the customs answer only once given. */
function wire(row: DeclarationRow, db: Queryable, principal: Principal, now: number): Row {
  const { invoiceTotalCents, grossWeightMilli, netWeightMilli, submittedAt, decidedAt, ...rest } = row;
  const status = statusNow(row, now);
  const answered = status === "accepted" || status === "rejected";
  const [totals] = db
    .select({ cents: sum(lines.totalCents), n: count() })
    .from(lines)
    .where(and(scoped(lines, principal), eq(lines.declarationId, row.id)))
    .all();
  return {
    ...rest,
    status,
    entryNo: answered ? row.entryNo : null,
    rejectReason: answered ? row.rejectReason : null,
    ...(answered ? rejectionWordings(row.rejectReason) : {}),
    decidedAt: answered ? isoTime(decidedAt) : null,
    submittedAt: isoTime(submittedAt),
    invoiceTotal: amountText(invoiceTotalCents),
    grossWeight: milliText(grossWeightMilli),
    netWeight: milliText(netWeightMilli),
    linesTotal: amountText(Number(totals?.cents ?? 0)),
    lineCount: totals?.n ?? 0,
  };
}

/** The header's figures as stored. */
function stored(values: Values): Values {
  const { invoiceTotal, grossWeight, netWeight, ...rest } = values;
  return { ...rest, invoiceTotalCents: centsOf(String(invoiceTotal)), grossWeightMilli: milliOf(String(grossWeight)), netWeightMilli: milliOf(String(netWeight)) };
}

/** Status as a reader sees it, in SQL: an answer not yet given reads as submitted. */
function statusWhere(value: string, now: number) {
  if (!(DECLARATION_STATUSES as readonly string[]).includes(value)) return undefined;
  const at = new Date(now);
  if (value === "submitted") return or(eq(declarations.status, "submitted"), and(inArray(declarations.status, ["accepted", "rejected"]), gt(declarations.decidedAt, at)));
  if (value === "draft") return eq(declarations.status, "draft");
  return and(eq(declarations.status, value as DeclarationStatus), lte(declarations.decidedAt, at));
}

/** The next number of a customs office's year: numbers are unique across every declarant, so the count is too. */
function nextEntryNo(db: Queryable, office: string, year: number, direction: "import" | "export"): string {
  const prefix = entryNumber(office, year, direction, 0).slice(0, 9);
  const last = acrossTenants("a customs office numbers every declarant's declarations in one sequence", () =>
    db.select({ last: max(declarations.entryNo) }).from(declarations).where(like(declarations.entryNo, `${prefix}%`)).get(),
  );
  return entryNumber(office, year, direction, last?.last ? Number(last.last.slice(9)) + 1 : 1);
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Customs declarations", zh: "报关单", tw: "報關單" },
  paths: declarationPaths,
  table: declarations,
  addSchema: addDeclarationSchema,
  updateSchema: updateDeclarationSchema,
  filters: {
    declarationNo: { column: declarations.declarationNo, match: "contains" },
    entryNo: { column: declarations.entryNo, match: "contains" },
    traderName: { column: declarations.traderName, match: "contains" },
    billNo: { column: declarations.billNo, match: "contains" },
    direction: { column: declarations.direction, match: "equals" },
    tradeMode: { column: declarations.tradeMode, match: "equals" },
    status: { where: (value, _q, _principal, now) => statusWhere(value, now) },
  },
  sortable: { declarationNo: declarations.declarationNo, createTime: declarations.createTime, submittedAt: declarations.submittedAt, invoiceTotal: declarations.invoiceTotalCents },
  defaultOrder: [descending(declarations.createTime)],
  exportColumns: [
    { field: "declarationNo", header: { en: "No.", zh: "编号", tw: "編號" } },
    { field: "entryNo", header: { en: "Declaration no.", zh: "报关单号", tw: "報關單號" } },
    { field: "direction", header: { en: "I/E", zh: "进出口", tw: "進出口" }, kind: { labels: DECLARATION_DIRECTION } },
    { field: "customsOffice", header: { en: "Customs office", zh: "申报地海关", tw: "申報地海關" } },
    { field: "tradeMode", header: { en: "Trade mode", zh: "监管方式", tw: "監管方式" }, kind: { labels: TRADE_MODE } },
    { field: "transportMode", header: { en: "Transport", zh: "运输方式", tw: "運輸方式" }, kind: { labels: TRANSPORT_MODE } },
    { field: "traderName", header: { en: "Trader", zh: "收发货人", tw: "收發貨人" } },
    { field: "traderUscc", header: { en: "USCC", zh: "统一社会信用代码", tw: "統一社會信用代碼" } },
    { field: "portCode", header: { en: "Port", zh: "口岸", tw: "口岸" } },
    { field: "tradeCountry", header: { en: "Trading country", zh: "贸易国", tw: "貿易國" } },
    { field: "billNo", header: { en: "B/L", zh: "提运单号", tw: "提運單號" } },
    { field: "currency", header: { en: "Currency", zh: "币制", tw: "幣制" } },
    { field: "invoiceTotal", header: { en: "Invoice total", zh: "发票总价", tw: "發票總價" } },
    { field: "linesTotal", header: { en: "Lines total", zh: "商品总价", tw: "商品總價" } },
    { field: "packages", header: { en: "Packages", zh: "件数", tw: "件數" } },
    { field: "grossWeight", header: { en: "Gross kg", zh: "毛重", tw: "毛重" } },
    { field: "netWeight", header: { en: "Net kg", zh: "净重", tw: "淨重" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: DECLARATION_STATUS } },
    { field: "rejectReason", header: { en: "Rejection", zh: "退单原因", tw: "退單原因" } },
  ],
  check(db, principal, values, id, now) {
    if (id !== undefined) requireEditable(declarationOf(db, principal, id), now);
    checkLocode(db, values.portCode);
    checkCountry(db, values.tradeCountry);
    checkCurrency(db, values.currency);
  },
  checkDelete(db, principal, ids, now) {
    for (const id of ids) requireEditable(declarationOf(db, principal, id), now, m.notDeletable);
  },
  prepare(db, principal, values, id) {
    const numbers = id === undefined ? { createBy: principal.username } : BACK_TO_DRAFT;
    return { ...stored(values), ...numbers };
  },
  afterWrite(db, principal, id) {
    numberDeclaration(db, principal, id);
  },
  onDelete(db, principal, ids) {
    db.delete(lines).where(and(scoped(lines, principal), inArray(lines.declarationId, [...ids]))).run();
  },
  view: (row, db, principal, now) => wire(row as unknown as DeclarationRow, db, principal, now),
};

function numberDeclaration(db: Queryable, principal: Principal, id: string): void {
  numberByMonth(db, principal, declarations, "declarationNo", "DEC", id);
}

/**
 * Submission: the declarant's checks over the whole declaration (a refusal names the first
 * problem; the app lists them all), then the simulated customs answer, stored with the time it
 * is given, and the audit row, in one transaction.
 */
function routes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  router.post(
    local(declarationPaths.submit),
    handle((req: Request) => {
      const principal = principalOf(req);
      requireButton(db, principal, MENU, "update");
      const { id } = parseWith(submitDeclarationSchema, req.body);
      const now = ctx.now();
      db.transaction((tx) => {
        const before = declarationOf(tx, principal, id);
        requireEditable(before, now, m.notSubmittable);
        const own = linesOf(tx, principal, id);
        const tariff = tariffOf(tx, own.map((l) => l.cnCode), now);
        const problems = declarationProblems(before, own, tariff);
        if (problems.length > 0) throw new SimError(problemMessage(problems[0]));
        const goods = new Map(
          own.some((l) => l.goodsId)
            ? tx.select().from(customsGoods).where(and(scoped(customsGoods, principal), inArray(customsGoods.id, own.flatMap((l) => (l.goodsId ? [l.goodsId] : []))))).all().map((g) => [g.id, g])
            : [],
        );
        const rejection = customsAnswer(
          own.map((line) => {
            const item = line.goodsId ? goods.get(line.goodsId) : undefined;
            const range = item && item.currency === before.currency ? { lowest: item.lowestPriceCents, highest: item.highestPriceCents } : null;
            return { lineNo: line.lineNo, elements: line.elements, template: tariff.get(line.cnCode)?.elements ?? null, unitPriceTenThousandths: line.unitPriceTenThousandths, range };
          }),
        );
        const at = new Date(now);
        const answer = rejection
          ? { status: "rejected" as const, rejectReason: rejectionText(rejection), entryNo: null }
          : { status: "accepted" as const, rejectReason: null, entryNo: nextEntryNo(tx, before.customsOffice, at.getUTCFullYear(), before.direction) };
        tx.update(declarations)
          .set({ ...answer, submittedAt: at, submittedBy: principal.username, decidedAt: new Date(now + CUSTOMS_ANSWER_DELAY_MS), updateTime: at })
          .where(and(scoped(declarations, principal), eq(declarations.id, id)))
          .run();
        writeAudit(tx, now, {
          tenantCode: principal.tenantCode,
          actor: { userId: principal.userId, username: principal.username },
          action: "update",
          entity: MENU,
          entityId: id,
          before: wire(before, tx, principal, now),
          after: wire(declarationOf(tx, principal, id), tx, principal, now),
          ip: req.ip,
        });
      });
      return ok();
    }),
  );

  router.get(
    local(declarationPaths.checks),
    handle((req) => {
      const principal = principalOf(req);
      const { id } = parseWith(submitDeclarationSchema, paramsOf(req));
      const now = ctx.now();
      const row = declarationOf(db, principal, id);
      const own = linesOf(db, principal, id);
      const tariff = tariffOf(db, own.map((l) => l.cnCode), now);
      return ok({ problems: declarationProblems(row, own, tariff), units: Object.fromEntries(tariff) });
    }),
  );

  router.get(
    local(declarationPaths.print),
    handle(async (req, res) => {
      const principal = principalOf(req);
      const { id } = parseWith(submitDeclarationSchema, paramsOf(req));
      const row = declarationOf(db, principal, id);
      const pdf = await declarationPdf(wire(row, db, principal, ctx.now()), linesOf(db, principal, id), languageOf(req.get("accept-language")));
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", attachmentDisposition(`${row.declarationNo ?? "declaration"}.pdf`));
      res.send(pdf);
    }),
  );
}

/** China customs declarations (/Declaration): header, goods lines, submission and the simulated answer. */
export const customsDeclaration: SimResource = { bases: [declarationPaths.base], crud, routes };

/** A rejection's reason worded per language (`rejectReasonEn|Zh|Tw`), so an export reads it as the page does. */
function rejectionWordings(reason: string | null): Record<string, string> {
  const rejection = parseRejection(reason);
  const text = rejection ? DECLARATION_REJECTION[rejection.rule] : undefined;
  if (!rejection || !text) return {};
  const lines = rejection.lines.join(", ");
  return { rejectReasonEn: text.en.replace("{{lines}}", lines), rejectReasonZh: text.zh.replace("{{lines}}", lines), rejectReasonTw: text.tw.replace("{{lines}}", lines) };
}
