import { and, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { attachmentDisposition, EXPORT_FORMATS, exportPathKey } from "../../contract/admin/resource";
import {
  BILL_STATUSES,
  MANIFEST_MENU,
  manifestAnswerOf,
  manifestPaths,
  manifestQuerySchema,
  manifestRecordOf,
  type ManifestAnswer,
  type ManifestExample,
  type ManifestPort,
  type ManifestQuery,
  type ManifestSource,
} from "../../contract/customs/manifest";
import { usCarriers, usContainers, usMilestones, usPorts, usShipments } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import { exportFile, readerOf, type ExportColumn, type Text } from "../crud/exports";
import { handle, ok, paramsOf } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { EVENT_SEVERITY, MANIFEST_EVENT } from "./export-labels";
import type { SimResource } from "./resource";
import type { ShipmentRow } from "./us-clearance-references";

/** Bills a broker is offered to start from: one per status, at most this many. */
const EXAMPLES_SHOWN = 5;

const EXPORT_TITLE: Text = { en: "Manifest events", zh: "舱单事件", tw: "艙單事件" };
const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { field: "at", header: { en: "Time", zh: "时间", tw: "時間" }, kind: "time" },
  { field: "kind", header: { en: "Event", zh: "事件", tw: "事件" }, kind: { labels: MANIFEST_EVENT } },
  { field: "containerNumber", header: { en: "Container", zh: "集装箱", tw: "貨櫃" } },
  { field: "severity", header: { en: "Severity", zh: "级别", tw: "級別" }, kind: { labels: EVENT_SEVERITY } },
  { field: "bill", header: { en: "Master bill", zh: "主提单", tw: "主提單" } },
  { field: "fileNo", header: { en: "File no.", zh: "业务编号", tw: "業務編號" } },
];

/** The tenant's shipments under a master or house bill, or carrying a container, the newest first. */
function shipmentsFor(db: Queryable, p: Principal, query: ManifestQuery): ShipmentRow[] {
  const where = query.bill
    ? or(eq(usShipments.mbl, query.bill), eq(usShipments.hbl, query.bill))
    : inArray(
        usShipments.id,
        db
          .select({ id: usContainers.shipmentId })
          .from(usContainers)
          .where(and(scoped(usContainers, p), eq(usContainers.containerNumber, query.container!))),
      );
  return db
    .select()
    .from(usShipments)
    .where(and(scoped(usShipments, p), where))
    .orderBy(desc(usShipments.createTime), desc(usShipments.id))
    .all();
}

function portOf(db: Queryable, p: Principal, id: string | null): ManifestPort | null {
  if (!id) return null;
  const port = db.select().from(usPorts).where(and(scoped(usPorts, p), eq(usPorts.id, id))).get();
  return port ? { code: port.unLocode ?? port.scheduleD, nameEn: port.nameEn, nameCn: port.nameCn } : null;
}

/** What the manifest reads of one shipment, every record looked up inside the caller's tenant. */
function sourceOf(db: Queryable, p: Principal, shipment: ShipmentRow, matchedBy: ManifestSource["matchedBy"]): ManifestSource {
  const carrierRows = db.select({ id: usCarriers.id, scac: usCarriers.scac, nameEn: usCarriers.nameEn, nameCn: usCarriers.nameCn }).from(usCarriers).where(scoped(usCarriers, p)).all();
  const name = (row: (typeof carrierRows)[number]) => ({ nameEn: row.nameEn, nameCn: row.nameCn });
  const own = carrierRows.find((row) => row.id === shipment.carrierId);
  // A master bill's house bills are those of every shipment under it (a consolidation).
  const houseBills = shipment.mbl
    ? db
        .selectDistinct({ hbl: usShipments.hbl })
        .from(usShipments)
        .where(and(scoped(usShipments, p), eq(usShipments.mbl, shipment.mbl), isNotNull(usShipments.hbl)))
        .orderBy(usShipments.hbl)
        .all()
        .map((row) => row.hbl!)
    : [shipment.hbl].filter((hbl) => hbl !== null);
  return {
    shipment,
    matchedBy,
    houseBills,
    carriers: Object.fromEntries(carrierRows.map((row) => [row.scac, name(row)])),
    carrier: own ? name(own) : null,
    portOfLading: portOf(db, p, shipment.portOfLadingId),
    portOfUnlading: portOf(db, p, shipment.portOfUnladingId),
    containers: db
      .select({ id: usContainers.id, containerNumber: usContainers.containerNumber, sizeType: usContainers.sizeType })
      .from(usContainers)
      .where(and(scoped(usContainers, p), eq(usContainers.shipmentId, shipment.id)))
      .orderBy(usContainers.containerNumber)
      .all(),
    milestones: db
      .select({ containerId: usMilestones.containerId, milestone: usMilestones.milestone, at: usMilestones.at })
      .from(usMilestones)
      .where(and(scoped(usMilestones, p), eq(usMilestones.shipmentId, shipment.id)))
      .all(),
  };
}

function lookUp(db: Queryable, p: Principal, query: ManifestQuery, now: number): ManifestAnswer {
  const sources = shipmentsFor(db, p, query).map((shipment) =>
    sourceOf(db, p, shipment, query.container ? "container" : shipment.mbl === query.bill ? "mbl" : "hbl"),
  );
  return manifestAnswerOf(query, sources, now);
}

/** The newest bill of each status the tenant's ocean shipments stand at, in the statuses' order. */
function examples(db: Queryable, p: Principal, now: number): ManifestExample[] {
  const shipments = db
    .select()
    .from(usShipments)
    .where(and(scoped(usShipments, p), isNotNull(usShipments.mbl)))
    .orderBy(desc(usShipments.createTime), desc(usShipments.id))
    .all();
  const found = new Map<string, ManifestExample>();
  for (const shipment of shipments) {
    const { status } = manifestRecordOf(sourceOf(db, p, shipment, "mbl"), now);
    if (!found.has(status)) found.set(status, { bill: shipment.mbl!, status });
  }
  return BILL_STATUSES.flatMap((status) => found.get(status) ?? []).slice(0, EXAMPLES_SHOWN);
}

/**
 * Manifest query (/ManifestQuery): a bill or a container looked up in the caller's tenant and
 * answered AMS-style on the provider's clock. Nothing matching is an answer ("noBill"); a
 * malformed bill or container is refused with its rule. Exports need the menu's export button.
 */
export const customsManifest: SimResource = {
  bases: [manifestPaths.base],
  routes(router, local, ctx) {
    router.get(
      local(manifestPaths.query),
      handle((req) => ok(lookUp(ctx.db, principalOf(req), parseWith(manifestQuerySchema, req.query), ctx.now()))),
    );

    router.get(
      local(manifestPaths.examples),
      handle((req) => ok(examples(ctx.db, principalOf(req), ctx.now()))),
    );

    for (const format of EXPORT_FORMATS) {
      router.post(
        local(manifestPaths[exportPathKey[format]]),
        handle(async (req, res) => {
          const p = principalOf(req);
          requireButton(ctx.db, p, MANIFEST_MENU, "export");
          const query = parseWith(manifestQuerySchema, paramsOf(req));
          const answer = lookUp(ctx.db, p, query, ctx.now());
          const rows = answer.matches.flatMap((match) =>
            match.events.map((event) => ({ ...event, bill: match.masterBill ? match.masterBill.issuerScac + match.masterBill.number : "", fileNo: match.fileNo })),
          );
          const file = await exportFile(format, EXPORT_TITLE, EXPORT_COLUMNS, rows, readerOf(req));
          res.setHeader("Content-Type", file.contentType);
          res.setHeader("Content-Disposition", attachmentDisposition(`${MANIFEST_MENU}-${query.bill ?? query.container}.${file.extension}`));
          res.send(file.body);
        }),
      );
    }
  },
};
