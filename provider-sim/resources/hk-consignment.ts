import { and, eq, gt, inArray, like, lte, max, ne, or } from "drizzle-orm";
import type { Request, Router } from "express";
import type { z } from "zod";
import { ccrnStepRefusal, CCRN_STATUSES, CCRN_STEP_RULES, demoCcrn, type CcrnStatus, type CcrnStep } from "../../contract/hk/ccrn-flow";
import {
  addHkConsignmentSchema,
  bundleHkConsignmentSchema,
  consignmentIdsSchema,
  hkConsignmentMessages as m,
  hkConsignmentPaths,
  hkTimeMs,
  hkTimeText,
  isTooGeneral,
  ROCARS_ANSWER_DELAY_MS,
  submitHkConsignmentSchema,
  updateHkConsignmentSchema,
} from "../../contract/hk/consignment";
import { bundlingTimingProblem, eAciTimingProblem } from "../../contract/hk/rules";
import { hkConsignments as rows, hkTdecConsignments, hkTdecs } from "../../db/schema";
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
import { ccrnStepMessages } from "../../contract/hk/exchange";
import { withdrawLaterMessages, writeHkMessage } from "./hk-exchange";
import type { SimResource } from "./resource";
import { CONSIGNMENT_DIRECTION, CONSIGNMENT_STATUS, CONTROL_POINT } from "./export-labels";

const MENU = "hongKongSeamless";
type ConsignmentRow = typeof rows.$inferSelect;

/** What a reader sees: ROCARS's answer once given, and a bundled consignment as crossed once its vehicle's time has passed. */
export function visibleCcrnStatus(row: Pick<ConsignmentRow, "status" | "decidedAt" | "crossingAt">, now: number): CcrnStatus {
  if ((row.status === "accepted" || row.status === "rejected") && row.decidedAt && row.decidedAt.getTime() > now) return "submitted";
  if (row.status === "bundled" && row.crossingAt && row.crossingAt <= hkTimeText(now)) return "crossed";
  return row.status;
}

function statusWhere(value: string, now: number) {
  if (!(CCRN_STATUSES as readonly string[]).includes(value)) return undefined;
  const at = new Date(now);
  const nowHk = hkTimeText(now);
  switch (value as CcrnStatus) {
    case "submitted":
      return or(eq(rows.status, "submitted"), and(inArray(rows.status, ["accepted", "rejected"]), gt(rows.decidedAt, at)));
    case "accepted":
    case "rejected":
      return and(eq(rows.status, value as CcrnStatus), lte(rows.decidedAt, at));
    case "bundled":
      return and(eq(rows.status, "bundled"), gt(rows.crossingAt, nowHk));
    case "crossed":
      return and(eq(rows.status, "bundled"), lte(rows.crossingAt, nowHk));
    default:
      return eq(rows.status, value as CcrnStatus);
  }
}

function wire(row: ConsignmentRow, now: number): Row {
  const status = visibleCcrnStatus(row, now);
  const answered = status !== "draft" && status !== "submitted";
  return {
    ...row,
    status,
    ccrn: answered ? row.ccrn : null,
    rejectReason: answered ? row.rejectReason : null,
    submittedAt: isoTime(row.submittedAt),
    decidedAt: answered ? isoTime(row.decidedAt) : null,
    bundledAt: isoTime(row.bundledAt),
  };
}

function consignmentOf(db: Queryable, principal: Principal, id: string): ConsignmentRow {
  const found = db.select().from(rows).where(and(scoped(rows, principal), eq(rows.id, id))).get();
  if (!found) throw new SimError(m.consignmentUnknown);
  return found;
}

/** The next demo CCRN of the day: ROCARS numbers every shipper's consignments in one sequence. */
function nextCcrn(db: Queryable, now: number): string {
  const day = hkTimeText(now).slice(0, 10);
  const prefix = demoCcrn(day, 0).slice(0, -6);
  const last = acrossTenants("ROCARS numbers every shipper's consignments in one sequence", () =>
    db.select({ last: max(rows.ccrn) }).from(rows).where(like(rows.ccrn, `${prefix}%`)).get(),
  );
  return demoCcrn(day, last?.last ? Number(last.last.slice(-6)) + 1 : 1);
}

/** The live declaration (not cancelled) a consignment went into, if any. */
function tdecOfConsignment(db: Queryable, principal: Principal, id: string): { tdecId: string | null; tdecRefNo: string | null } {
  const found = db
    .select({ id: hkTdecs.id, refNo: hkTdecs.refNo })
    .from(hkTdecConsignments)
    .innerJoin(hkTdecs, and(eq(hkTdecs.id, hkTdecConsignments.tdecId), scoped(hkTdecs, principal), ne(hkTdecs.status, "cancelled")))
    .where(and(scoped(hkTdecConsignments, principal), eq(hkTdecConsignments.consignmentId, id)))
    .get();
  return { tdecId: found?.id ?? null, tdecRefNo: found?.refNo ?? null };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Road cargo e-ACI", zh: "道路货物资料", tw: "道路貨物資料" },
  paths: hkConsignmentPaths,
  table: rows,
  addSchema: addHkConsignmentSchema,
  updateSchema: updateHkConsignmentSchema,
  filters: {
    id: { column: rows.id, match: "equals" },
    refNo: { column: rows.refNo, match: "contains" },
    ccrn: { column: rows.ccrn, match: "contains" },
    vehicleNo: { column: rows.vehicleNo, match: "contains" },
    consigneeName: { column: rows.consigneeName, match: "contains" },
    direction: { column: rows.direction, match: "equals" },
    controlPoint: { column: rows.controlPoint, match: "equals" },
    status: { where: (value, _q, _principal, now) => statusWhere(value, now) },
  },
  sortable: { refNo: rows.refNo, expectedCrossingAt: rows.expectedCrossingAt, createTime: rows.createTime },
  defaultOrder: [descending(rows.createTime)],
  exportColumns: [
    { field: "refNo", header: { en: "Ref.", zh: "编号", tw: "編號" } },
    { field: "ccrn", header: { en: "CCRN", zh: "CCRN", tw: "CCRN" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: CONSIGNMENT_STATUS } },
    { field: "direction", header: { en: "Direction", zh: "进出口", tw: "進出口" }, kind: { labels: CONSIGNMENT_DIRECTION } },
    { field: "controlPoint", header: { en: "Control point", zh: "管制站", tw: "管制站" }, kind: { labels: CONTROL_POINT } },
    { field: "expectedCrossingAt", header: { en: "Expected crossing", zh: "预计过境", tw: "預計過境" }, kind: "time" },
    { field: "packages", header: { en: "Packages", zh: "件数", tw: "件數" } },
    { field: "packageDescription", header: { en: "Packages", zh: "包装", tw: "包裝" } },
    { field: "articlesDescription", header: { en: "Articles", zh: "货物描述", tw: "貨物描述" } },
    { field: "consignorName", header: { en: "Consignor", zh: "发货人", tw: "發貨人" } },
    { field: "consigneeName", header: { en: "Consignee", zh: "收货人", tw: "收貨人" } },
    { field: "vehicleNo", header: { en: "Vehicle", zh: "车牌", tw: "車牌" } },
    { field: "crossingAt", header: { en: "Crossing", zh: "过境时间", tw: "過境時間" }, kind: "time" },
  ],
  // Only a draft or a rejected e-ACI is edited as it stands; an edited rejected one is a draft again.
  check(db, principal, _values, id, now) {
    if (id === undefined) return;
    const status = visibleCcrnStatus(consignmentOf(db, principal, id), now);
    if (status !== "draft" && status !== "rejected") throw new SimError(m.notEditable);
  },
  checkDelete(db, principal, ids, now) {
    for (const id of ids) if (visibleCcrnStatus(consignmentOf(db, principal, id), now) !== "draft") throw new SimError(m.notCancellable);
  },
  prepare(_db, principal, values, id) {
    return id === undefined ? { ...values, createBy: principal.username } : { ...values, status: "draft", rejectReason: null, decidedAt: null, submittedAt: null, ccrn: null };
  },
  afterWrite(db, principal, id) {
    numberByMonth(db, principal, rows, "refNo", "ECI", id);
  },
  view: (row, db, principal, now) => ({ ...wire(row as unknown as ConsignmentRow, now), ...tdecOfConsignment(db, principal, row.id) }),
};

/**
 * The steps (contract/hk/ccrn-flow.ts): each checks the edit button, then in one transaction the
 * status against the flow table and the timing rules, writes the rows and an audit row per
 * consignment. A refusal of any consignment of a bundle leaves all of them as they were.
 */
function routes(router: Router, local: (path: string) => string, ctx: SimContext): void {
  const { db } = ctx;

  function step<S extends z.ZodType>(path: string, name: CcrnStep, schema: S, idsOf: (body: z.output<S>) => string[], run: (tx: Queryable, row: ConsignmentRow, body: z.output<S>, now: number) => Partial<ConsignmentRow>) {
    router.post(
      local(path),
      handle((req: Request) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const body = parseWith(schema, req.body);
        const now = ctx.now();
        db.transaction((tx) => {
          for (const id of idsOf(body)) {
            const before = consignmentOf(tx, principal, id);
            const refusal = ccrnStepRefusal(name, visibleCcrnStatus(before, now));
            if (refusal) throw new SimError(refusal);
            const set = run(tx, before, body, now);
            tx.update(rows).set({ ...set, updateTime: new Date(now) }).where(and(scoped(rows, principal), eq(rows.id, id))).run();
            const after = consignmentOf(tx, principal, id);
            if (name === "unbundle") withdrawLaterMessages(tx, principal, id, "crossed", now);
            for (const message of ccrnStepMessages(name, after, now)) writeHkMessage(tx, principal, { ...message, by: principal.username });
            writeAudit(tx, now, { tenantCode: principal.tenantCode, actor: { userId: principal.userId, username: principal.username }, action: "update", entity: MENU, entityId: id, before: wire(before, now), after: wire(after, now), ip: req.ip });
          }
        });
        return ok();
      }),
    );
  }

  // To ROCARS inside the window; its answer, a demo CCRN or the refusal, arrives a few seconds later.
  const submit = (tx: Queryable, row: ConsignmentRow, _body: unknown, now: number): Partial<ConsignmentRow> => {
    const timing = eAciTimingProblem(now, hkTimeMs(row.expectedCrossingAt)!);
    if (timing) throw new SimError(m[timing]);
    const answer = isTooGeneral(row.articlesDescription) ? { status: "rejected" as const, rejectReason: m.articlesTooGeneral, ccrn: null } : { status: "accepted" as const, rejectReason: null, ccrn: row.ccrn ?? nextCcrn(tx, now) };
    return { ...answer, submittedAt: new Date(now), decidedAt: new Date(now + ROCARS_ANSWER_DELAY_MS) };
  };
  step(hkConsignmentPaths.submit, "submit", submitHkConsignmentSchema, (b) => [b.id], submit);
  // An amendment goes to ROCARS again under the same CCRN.
  step(hkConsignmentPaths.amend, "amend", updateHkConsignmentSchema, (b) => [b.id], (tx, row, body, now) => {
    const { id: _id, ...values } = body;
    return { ...values, ...submit(tx, { ...row, ...values }, body, now) };
  });
  step(hkConsignmentPaths.bundle, "bundle", bundleHkConsignmentSchema, (b) => b.ids, (_tx, _row, body, now) => {
    if (bundlingTimingProblem(now, hkTimeMs(body.crossingAt)!)) throw new SimError(m.bundlingTooLate);
    return { status: "bundled", vehicleNo: body.vehicleNo, controlPoint: body.controlPoint, crossingAt: body.crossingAt, bundledAt: new Date(now) };
  });
  step(hkConsignmentPaths.unbundle, "unbundle", consignmentIdsSchema, (b) => b.ids, () => ({ status: "accepted", vehicleNo: null, crossingAt: null, bundledAt: null }));
  step(hkConsignmentPaths.cancel, "cancel", consignmentIdsSchema, (b) => b.ids, () => ({ status: CCRN_STEP_RULES.cancel.to }));
}

/** Road cargo e-ACI (/hongKongSeamless): entry, submission to the simulated ROCARS, bundling to a vehicle. */
export const hkConsignment: SimResource = { bases: [hkConsignmentPaths.base], crud, routes };
