import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { lineDuty } from "../../contract/customs/charges";
import { idSchema } from "../../contract/envelope";
import { usaMessages as u } from "../../contract/usa/messages";
import {
  addUsShipmentSchema,
  DEFAULT_DEMURRAGE_PER_DAY_CENTS,
  DEFAULT_DETENTION_FREE_DAYS,
  DEFAULT_DETENTION_PER_DAY_CENTS,
  SHIPMENT_ATTENTION,
  SHIPMENT_STAGES,
  updateUsShipmentSchema,
  usEntryEstimatePath,
  usShipmentPaths,
  type EntryEstimate,
  type ShipmentAttention,
  type ShipmentStage,
} from "../../contract/usa/shipment";
import { usContainers, usCostLines, usMilestones, usParties, usShipmentHtsLines, usShipments } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { numberByMonth } from "../crud/monthly-number";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";
import { checkCarrier, checkPort, containersOf, findShipment, milestonesOf, partyIn, type ShipmentRow } from "./us-clearance-references";
import { dutyLineOf } from "./us-hts-line";
import { entryBond, estimateOf, linesOf } from "./us-bond";
import { dayRangeFilters } from "../crud/day-range";
import { carriesContainer, needsAttention, stageIs } from "./us-shipment-filters";
import { shipmentState } from "./us-shipment-state";
import { checkCustomer, dayOf } from "./usa-references";
import { CLEARANCE_STAGE } from "./export-labels";

const MENU = "importClearance";
const isStage = (value: string): value is ShipmentStage => (SHIPMENT_STAGES as readonly string[]).includes(value);
const isAttention = (value: string): value is ShipmentAttention => (SHIPMENT_ATTENTION as readonly string[]).includes(value);

/** Child records keep a shipment from being deleted (their own delete calls remove them). */
const CHILDREN = [usContainers, usMilestones, usShipmentHtsLines, usCostLines] as const;

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Import clearances", zh: "进口清关", tw: "進口清關" },
  paths: usShipmentPaths,
  table: usShipments,
  addSchema: addUsShipmentSchema,
  updateSchema: updateUsShipmentSchema,
  filters: {
    // One shipment by its id: its page reads it this way.
    id: { column: usShipments.id, match: "equals" },
    fileNo: { column: usShipments.fileNo, match: "contains" },
    mbl: { column: usShipments.mbl, match: "contains" },
    importerId: { column: usShipments.importerId, match: "equals" },
    customerId: { column: usShipments.customerId, match: "equals" },
    stage: { where: (value, q, principal) => (isStage(value) ? stageIs(value, q, principal) : undefined) },
    container: { where: (value, q, principal) => carriesContainer(q, principal, value) },
    attention: { where: (value, q, principal, now) => (isAttention(value) ? needsAttention(value, q, principal, now) : undefined) },
    // Opened between two days (UTC): the data report's month figures link here.
    ...dayRangeFilters("created", usShipments.createTime),
  },
  sortable: { fileNo: usShipments.fileNo, eta: usShipments.eta, createTime: usShipments.createTime },
  defaultOrder: [descending(usShipments.createTime)],
  exportColumns: [
    { field: "fileNo", header: { en: "File no.", zh: "业务编号", tw: "業務編號" } },
    { field: "importerName", header: { en: "Importer", zh: "进口商", tw: "進口商" } },
    { field: "mbl", header: { en: "MBL", zh: "主提单", tw: "主提單" } },
    { field: "containerNumbers", header: { en: "Containers", zh: "集装箱", tw: "貨櫃" } },
    { field: "eta", header: { en: "ETA", zh: "预计到港", tw: "預計到港" } },
    { field: "stage", header: { en: "Stage", zh: "阶段", tw: "階段" }, kind: { labels: CLEARANCE_STAGE } },
    { field: "lastFreeDay", header: { en: "Last free day", zh: "免费期截止", tw: "免費期截止" } },
    { field: "entryNumber", header: { en: "Entry no.", zh: "报关单号", tw: "報關單號" } },
  ],
  importable: true,
  check(db, principal, values) {
    partyIn(db, principal, values.importerId, "importer", u.importerNeeded);
    if (values.shipperId) partyIn(db, principal, values.shipperId, "exporter", u.partyUnknown);
    checkCustomer(db, principal, values.customerId);
    checkCarrier(db, principal, values.carrierId);
    checkPort(db, principal, values.portOfLadingId, "lading");
    checkPort(db, principal, values.portOfUnladingId, "unlading");
  },
  checkDelete(db, principal, ids) {
    for (const table of CHILDREN) {
      const child = db.select({ id: table.id }).from(table).where(and(scoped(table, principal), inArray(table.shipmentId, [...ids]))).get();
      if (child) throw new SimError(u.shipmentHasRecords);
    }
  },
  // A new file without its own D&D tariff takes the demo one; an edit that leaves it out keeps the stored one.
  prepare: (_db, _principal, values, id) =>
    id
      ? values
      : {
          ...values,
          detentionFreeDays: values.detentionFreeDays ?? DEFAULT_DETENTION_FREE_DAYS,
          demurragePerDayCents: values.demurragePerDayCents ?? DEFAULT_DEMURRAGE_PER_DAY_CENTS,
          detentionPerDayCents: values.detentionPerDayCents ?? DEFAULT_DETENTION_PER_DAY_CENTS,
        },
  // The broker's file number, USI-YYMM-NNNN.
  afterWrite: (db, principal, id) => void numberByMonth(db, principal, usShipments, "fileNo", "USI", id),
  view(row, db, principal, now) {
    const shipment = row as typeof row & Pick<ShipmentRow, "importerId" | "transportMode" | "ladenOnBoard" | "fdaStatus" | "epaStatus">;
    const importer = db.select({ name: usParties.name }).from(usParties).where(and(scoped(usParties, principal), eq(usParties.id, shipment.importerId))).get();
    const state = shipmentState(shipment, milestonesOf(db, principal, row.id), containersOf(db, principal, row.id), dayOf(now));
    return { ...row, importerName: importer?.name ?? null, ...state };
  },
};

const estimateQuerySchema = z.object({ id: idSchema });

/** Import clearances (/importClearance): the shipments, and the entry estimate of each. */
export const usShipment: SimResource = {
  bases: [usShipmentPaths.base],
  crud,
  routes(router, local, ctx) {
    // Duty per HTS line, MPF and HMF, at the fee schedule of the release day (today before release).
    router.get(
      local(usEntryEstimatePath),
      handle((req) => {
        const principal = principalOf(req);
        const { id } = parseWith(estimateQuerySchema, req.query);
        const shipment = findShipment(ctx.db, principal, id);
        const lines = linesOf(ctx.db, principal, shipment.id);
        const release = milestonesOf(ctx.db, principal, shipment.id).find((m) => m.containerId === null && m.milestone === "customs");
        const today = dayOf(ctx.now());
        const estimate = estimateOf(ctx.db, principal, shipment, release?.at ?? today);
        const answer: EntryEstimate = {
          lines: lines.map((line) => ({ id: line.id, lineNo: line.lineNo, htsCode: line.htsCode, valueCents: line.valueCents, dutyCents: lineDuty(dutyLineOf(line)) })),
          enteredValueCents: estimate.enteredValueCents,
          dutyCents: estimate.dutyCents,
          mpfCents: estimate.mpfCents,
          hmfCents: estimate.hmfCents,
          totalCents: estimate.totalCents,
          mpfClamped: estimate.mpfClamped,
          mpfInformal: estimate.mpfInformal,
          overInformalLimit: estimate.overInformalLimit,
          feeSchedule: estimate.schedule,
          fiscalYear: estimate.fiscalYear,
          bond: entryBond(ctx.db, principal, shipment, estimate, today),
        };
        return ok(answer);
      }),
    );
  },
};
