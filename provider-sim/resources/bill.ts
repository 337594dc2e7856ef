import { and, eq, inArray } from "drizzle-orm";
import type { Request, Router } from "express";
import { z } from "zod";
import { billDetailPath, billingMessages as b, billPaths, draftBillsPath, draftBillsSchema, dueDateOf, issueBillPath } from "../../contract/business/billing";
import type { AuditAction } from "../../contract/admin/auditlog";
import { idSchema } from "../../contract/envelope";
import { billLines, bills } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { ascending, descending } from "../paging";
import { writeAudit } from "../services/audit";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { BILL_COLUMNS, BILL_MENU, billDetail, billWire, type BillRow } from "./bill-rows";
import { draftBills } from "./bill-drafting";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: BILL_MENU,
  title: { en: "Bills", zh: "账单管理", tw: "帳單管理" },
  paths: billPaths,
  table: bills,
  // Bills are drafted, issued and deleted by their own calls: the kit serves the list and its exports.
  readOnly: true,
  addSchema: z.object({}),
  updateSchema: z.object({}),
  filters: {
    code: { column: bills.code, match: "contains" },
    memberName: { column: bills.memberName, match: "contains" },
    month: { column: bills.month, match: "equals" },
    status: { column: bills.status, match: "equals" },
    currency: { column: bills.currency, match: "equals" },
  },
  sortable: { code: bills.code, month: bills.month, totalMinor: bills.totalMinor, createTime: bills.createTime },
  defaultOrder: [descending(bills.month), ascending(bills.memberName), ascending(bills.currency)],
  exportColumns: BILL_COLUMNS,
  view: (row, db, _principal, now) => billWire(row as unknown as BillRow, db, now),
};

const idsSchema = z.object({ id: z.union([idSchema, z.array(idSchema).min(1).max(1000)]) });
const billQuerySchema = z.object({ billId: idSchema });
const badRequest = (message: string) => new SimError(message, 400, 400);

/** The drafts named by `?id=`, all of this tenant and all drafts, or a refusal. */
function draftsOf(tx: Queryable, req: Request) {
  const principal = principalOf(req);
  const given = parseWith(idsSchema, req.query, badRequest).id;
  const ids = [...new Set(Array.isArray(given) ? given : [given])];
  const found = tx.select().from(bills).where(and(scoped(bills, principal), inArray(bills.id, ids))).all();
  if (found.length !== ids.length) throw new SimError(b.billUnknown);
  if (found.some((bill) => bill.status !== "draft")) throw new SimError(b.notDraft);
  return found;
}

function routes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;
  const audit = (q: Queryable, req: Request, action: AuditAction, entityId: string, after: unknown) => {
    const principal = principalOf(req);
    writeAudit(q, ctx.now(), { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action, entity: BILL_MENU, entityId, before: null, after, ip: req.ip });
  };

  router.get(
    local(billDetailPath),
    handle((req) => {
      const principal = principalOf(req);
      const { billId } = parseWith(billQuerySchema, req.query, badRequest);
      if (!db.select({ id: bills.id }).from(bills).where(and(scoped(bills, principal), eq(bills.id, billId))).get()) throw new SimError(b.billUnknown);
      return ok(billDetail(db, principal.tenantCode, billId));
    }),
  );

  router.post(
    local(draftBillsPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, BILL_MENU, "add");
      const { month } = parseWith(draftBillsSchema, req.body);
      const drafted = db.transaction((tx) => {
        const result = draftBills(tx, principal, month, ctx.now());
        for (const id of result.billIds) audit(tx, req, "create", id, { month });
        return result;
      });
      return ok(drafted);
    }),
  );

  router.post(
    local(issueBillPath),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, BILL_MENU, "update");
      db.transaction((tx) => {
        const at = new Date(ctx.now());
        for (const bill of draftsOf(tx, req)) {
          if (bill.totalMinor <= 0) throw new SimError(b.emptyBill);
          const issued = { status: "issued" as const, issueTime: at, dueDate: dueDateOf(at), updateTime: at };
          tx.update(bills).set(issued).where(and(scoped(bills, principal), eq(bills.id, bill.id))).run();
          audit(tx, req, "publish", bill.id, issued);
        }
      });
      return ok();
    }),
  );

  router.post(
    local(billPaths.delete),
    handle((req) => {
      const principal = principalOf(req);
      requireButton(db, principal, BILL_MENU, "delete");
      db.transaction((tx) => {
        const found = draftsOf(tx, req);
        const ids = found.map((bill) => bill.id);
        // Its lines go with it: their sources are billed again by the next draft.
        tx.delete(billLines).where(and(scoped(billLines, principal), inArray(billLines.billId, ids))).run();
        tx.delete(bills).where(and(scoped(bills, principal), inArray(bills.id, ids))).run();
        for (const bill of found) audit(tx, req, "delete", bill.id, null);
      });
      return ok();
    }),
  );
}

/** Bills (/BillingManagement): the list by the kit; drafted for a month, issued and deleted (drafts only) by their own calls. */
export const bill: SimResource = { bases: [billPaths.base], crud, routes };
