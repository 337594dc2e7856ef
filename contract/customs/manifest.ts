import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths } from "../admin/resource";
import type { PgaStatus } from "../usa/shipment";
import { containerCheckDigitMessage, usaMessages as u } from "../usa/messages";
import { containerCheckDigit, isBillOfLading, isContainerNumber } from "./identifiers";
import { customsMessages as c } from "./messages";
import { isfLate, milestoneMinute, type Milestone } from "./milestones";

/**
 * Manifest query (/ManifestQuery): a bill of lading (issuer SCAC + bill number, master or house)
 * or a container number, answered AMS-style (DOMAIN §1.1 step 2, §1.4 "No Bill on File") from the
 * tenant's own import clearances. The answer is simulated: its status names are this product's
 * own words, not CBP disposition codes, which DOMAIN does not give.
 */
const paths = resourcePaths("customs", "Manifest");
export const manifestPaths = {
  base: paths.base,
  /** `GET ?bill=` (or `?scac=&bill=`) or `?container=` → `manifestAnswerSchema`; nothing matching is an answer, not an error. */
  query: paths.query,
  /** `GET` → a few of the tenant's bills, one per status, newest first: where a broker can start. */
  examples: `${paths.base}/queryManifestExamples`,
  /** `POST` form `bill`/`scac`/`container` → the events of what the query finds, as a file. */
  exportXlsx: paths.exportXlsx,
  exportDocx: paths.exportDocx,
  exportPdf: paths.exportPdf,
} as const;

/** The menu whose `export` button guards the exports. */
export const MANIFEST_MENU = "ManifestQuery";

// The query

/** What is looked up: a whole bill (issuer SCAC and number together) or a container number. */
export type ManifestQuery = { bill: string; container?: undefined } | { container: string; bill?: undefined };

/** Why a query cannot be asked, by the rule it breaks; a wrong check digit names the one the number needs. */
export type ManifestQueryProblem =
  | { rule: "needed" | "one" | "issuerShape" | "billShape" | "containerShape" }
  | { rule: "containerCheckDigit"; expected: number };

/** People type bills and box numbers with spaces or hyphens and in small letters; CBP's bill has none (DOMAIN §1.10). */
const compact = (s: string | undefined) => (s ?? "").replace(/[\s-]/g, "").toUpperCase();
const CONTAINER_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/**
 * The query in its stored form, or the rule it breaks. A bill comes as one string (MAEU123456789)
 * or as the issuer's SCAC and the number; a number already starting with the SCAC is not doubled.
 */
export function readManifestQuery(raw: { bill?: string; scac?: string; container?: string }): { query: ManifestQuery } | { problem: ManifestQueryProblem } {
  const scac = compact(raw.scac);
  const number = compact(raw.bill);
  const container = compact(raw.container);
  if (container && (number || scac)) return { problem: { rule: "one" } };
  if (container) {
    if (!CONTAINER_SHAPE.test(container)) return { problem: { rule: "containerShape" } };
    if (!isContainerNumber(container)) return { problem: { rule: "containerCheckDigit", expected: containerCheckDigit(container.slice(0, 10)) } };
    return { query: { container } };
  }
  if (!number) return { problem: { rule: "needed" } };
  if (scac && !/^[A-Z]{4}$/.test(scac)) return { problem: { rule: "issuerShape" } };
  const bill = scac && !number.startsWith(scac) ? scac + number : number;
  return isBillOfLading(bill) ? { query: { bill } } : { problem: { rule: "billShape" } };
}

/** The provider's refusal for a problem, in its English; the check digit one gives the digit expected. */
export function manifestQueryMessage(problem: ManifestQueryProblem): string {
  switch (problem.rule) {
    case "needed":
      return c.manifestQueryNeeded;
    case "one":
      return c.manifestQueryOne;
    case "issuerShape":
      return c.billIssuerShape;
    case "billShape":
      return u.billShape;
    case "containerShape":
      return u.containerShape;
    case "containerCheckDigit":
      return containerCheckDigitMessage(problem.expected);
  }
}

const queryText = z.string().max(40).optional();

/** The call's parameters, read into a `ManifestQuery`; a refusal's message names the rule. */
export const manifestQuerySchema = z.object({ bill: queryText, scac: queryText, container: queryText }).transform((raw, ctx): ManifestQuery => {
  const read = readManifestQuery(raw);
  if ("query" in read) return read.query;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: manifestQueryMessage(read.problem) });
  return z.NEVER;
});

// The answer

/** The bill's standing, the product's own names: nothing matching, on file, ISF matched, arrived, on hold (FDA/EPA), released. */
export const BILL_STATUSES = ["noBill", "onFile", "isfMatched", "arrived", "onHold", "released"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Where each container stands: on the water, discharged, held, available, out of the terminal, delivered, empty back. */
export const CONTAINER_STATUSES = ["awaitingArrival", "discharged", "onHold", "available", "outgated", "delivered", "emptyReturned"] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/**
 * What the timeline can say, in the order things happen. The estimate (eta) and the last free day
 * are not events: one may still change, the other is a deadline. `isfLate` and `ladenWithoutIsf`
 * are the late-ISF warning (DOMAIN §5.2).
 */
export const EVENT_KINDS = ["isf", "isfLate", "laden", "ladenWithoutIsf", "mbl", "port", "fda", "epa", "bond", "customs", "container", "pickup", "outgate", "delivery", "pod", "empty", "ingate"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Each event's short description, in the provider's English (the app shows its own translation by kind). */
export const EVENT_DESCRIPTIONS: Record<EventKind, string> = {
  isf: "ISF filed and matched to the bill",
  isfLate: "ISF filed less than 24 h before lading: late ISF",
  laden: "Laden on board at the port of lading",
  ladenWithoutIsf: "Laden on board with no ISF on file: late ISF",
  mbl: "Master bill issued",
  port: "Vessel arrived; cargo discharged",
  fda: "FDA released the goods (may proceed)",
  epa: "EPA released the goods",
  bond: "Bond on file",
  customs: "CBP released the cargo",
  container: "Container available at the terminal",
  pickup: "Picked up by the trucker",
  outgate: "Full container out of the terminal",
  delivery: "Delivered to the consignee",
  pod: "Proof of delivery received",
  empty: "Empty ready for return",
  ingate: "Empty returned to the terminal or depot",
};

const WARNINGS: ReadonlySet<EventKind> = new Set(["isfLate", "ladenWithoutIsf"]);

export const manifestEventSchema = z.object({
  /** The milestone's value: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the port's local time. */
  at: z.string(),
  kind: z.enum(EVENT_KINDS),
  severity: z.enum(["info", "warning"]),
  containerNumber: z.string().nullable(),
  description: z.string(),
});
export type ManifestEvent = z.infer<typeof manifestEventSchema>;

const billSchema = z.object({
  issuerScac: z.string(),
  number: z.string(),
  /** The issuer's name when the tenant keeps it among its carriers. */
  carrierNameEn: z.string().nullable(),
  carrierNameCn: z.string().nullable(),
});
export type ManifestBill = z.infer<typeof billSchema>;

const portSchema = z.object({ code: z.string().nullable(), nameEn: z.string(), nameCn: z.string().nullable() });
export type ManifestPort = z.infer<typeof portSchema>;

export const manifestContainerSchema = z.object({
  containerNumber: z.string(),
  sizeType: z.string(),
  status: z.enum(CONTAINER_STATUSES),
  /** A deadline, shown even before it comes. */
  lastFreeDay: z.string().nullable(),
});

/** One shipment the query found: its bills, voyage, status, containers and events, newest first. */
export const manifestRecordSchema = z.object({
  shipmentId: idSchema,
  fileNo: z.string(),
  matchedBy: z.enum(["mbl", "hbl", "container"]),
  masterBill: billSchema.nullable(),
  houseBills: z.array(billSchema),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  portOfLading: portSchema.nullable(),
  portOfUnlading: portSchema.nullable(),
  ladenOnBoard: z.string().nullable(),
  eta: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  /** Agencies whose hold is open. */
  holds: z.array(z.enum(["FDA", "EPA"])),
  isfLate: z.boolean(),
  containers: z.array(manifestContainerSchema),
  events: z.array(manifestEventSchema),
});
export type ManifestRecord = z.infer<typeof manifestRecordSchema>;

/** `queryManifest`: what was asked, on the provider's clock, and each shipment found (the newest first). */
export const manifestAnswerSchema = z.object({
  /** The provider's instant (ISO): events are the milestones on or before it. */
  asOf: z.string(),
  query: z.object({ bill: z.string().nullable(), container: z.string().nullable() }),
  /** The newest match's status; "noBill" when nothing matches. */
  status: z.enum(BILL_STATUSES),
  matches: z.array(manifestRecordSchema),
});
export type ManifestAnswer = z.infer<typeof manifestAnswerSchema>;

/** `queryManifestExamples`: bills to try, one per status. */
export const manifestExamplesSchema = z.array(z.object({ bill: z.string(), status: z.enum(BILL_STATUSES) }));
export type ManifestExample = z.infer<typeof manifestExamplesSchema>[number];

// Deriving the answer

type CarrierName = { nameEn: string; nameCn: string | null };

/** A shipment as the manifest reads it, with the names the tenant holds for its carriers and ports. */
export interface ManifestSource {
  shipment: {
    id: string;
    fileNo: string | null;
    transportMode: string;
    mbl: string | null;
    hbl: string | null;
    vesselName: string | null;
    voyage: string | null;
    ladenOnBoard: string | null;
    eta: string | null;
    fdaStatus: PgaStatus;
    epaStatus: PgaStatus;
  };
  matchedBy: ManifestRecord["matchedBy"];
  /** House bills under the same master bill, this shipment's among them. */
  houseBills: readonly string[];
  /** The tenant's carriers by SCAC. */
  carriers: Readonly<Record<string, CarrierName>>;
  /** The shipment's own carrier: it names a master bill whose issuer SCAC the tenant does not list (MSC files as MEDU). */
  carrier: CarrierName | null;
  portOfLading: ManifestPort | null;
  portOfUnlading: ManifestPort | null;
  containers: readonly { id: string; containerNumber: string; sizeType: string }[];
  milestones: readonly { containerId: string | null; milestone: Milestone; at: string }[];
}

const HOLD: PgaStatus = "hold";

function billOf(bill: string, carriers: ManifestSource["carriers"], fallback: CarrierName | null = null): ManifestBill {
  const issuerScac = bill.slice(0, 4);
  const carrier = carriers[issuerScac] ?? fallback;
  return { issuerScac, number: bill.slice(4), carrierNameEn: carrier?.nameEn ?? null, carrierNameCn: carrier?.nameCn ?? null };
}

/**
 * The manifest record of one shipment at `now`: only milestones on or before it count (the values
 * are compared as written, on the provider's clock). The bill is on hold while an FDA or EPA hold
 * is open; otherwise released once CBP released it, arrived once the vessel did, ISF matched once
 * the ISF is filed, and on file before that. Each container goes its own way after arrival.
 */
export function manifestRecordOf(source: ManifestSource, now: number): ManifestRecord {
  const { shipment } = source;
  const nowMinute = Math.floor(now / 60_000);
  const happened = (at: string | null | undefined): at is string => typeof at === "string" && at !== "" && milestoneMinute(at) <= nowMinute;
  const own = (milestone: Milestone) => source.milestones.find((m) => m.containerId === null && m.milestone === milestone)?.at ?? null;
  const of = (containerId: string, milestone: Milestone) => source.milestones.find((m) => m.containerId === containerId && m.milestone === milestone)?.at ?? null;

  const holds = (["FDA", "EPA"] as const).filter((agency) => (agency === "FDA" ? shipment.fdaStatus : shipment.epaStatus) === HOLD);
  const arrived = happened(own("port"));
  const status: BillStatus = holds.length > 0 ? "onHold" : happened(own("customs")) ? "released" : arrived ? "arrived" : happened(own("isf")) ? "isfMatched" : "onFile";

  const containerStatus = (id: string): ContainerStatus => {
    if (happened(of(id, "ingate"))) return "emptyReturned";
    if (happened(of(id, "delivery")) || happened(of(id, "pod"))) return "delivered";
    if (happened(of(id, "outgate"))) return "outgated";
    if (holds.length > 0) return "onHold";
    if (happened(of(id, "container"))) return "available";
    return arrived ? "discharged" : "awaitingArrival";
  };

  // The late ISF (DOMAIN §5.2): filed less than 24 h before lading, or missing once laden (ocean only).
  const laden = shipment.transportMode === "ocean" && happened(shipment.ladenOnBoard) ? shipment.ladenOnBoard : null;
  const isf = happened(own("isf")) ? own("isf") : null;
  const late = laden !== null && (isf === null || isfLate(isf, laden));

  const events: (ManifestEvent & { minute: number; order: number })[] = [];
  const add = (kind: EventKind, at: string, containerNumber: string | null = null) =>
    events.push({ at, kind, severity: WARNINGS.has(kind) ? "warning" : "info", containerNumber, description: EVENT_DESCRIPTIONS[kind], minute: milestoneMinute(at), order: EVENT_KINDS.indexOf(kind) });
  if (isf !== null) add(late ? "isfLate" : "isf", isf);
  if (laden !== null) add(isf === null ? "ladenWithoutIsf" : "laden", laden);
  for (const kind of ["mbl", "port", "fda", "epa", "bond", "customs"] as const) {
    const at = own(kind);
    if (happened(at)) add(kind, at);
  }
  for (const box of source.containers) {
    for (const kind of ["container", "pickup", "outgate", "delivery", "pod", "empty", "ingate"] as const) {
      const at = of(box.id, kind);
      if (happened(at)) add(kind, at, box.containerNumber);
    }
  }
  // Newest first; at the same minute the later step first, then by container.
  events.sort((a, b) => b.minute - a.minute || b.order - a.order || (a.containerNumber ?? "").localeCompare(b.containerNumber ?? ""));

  return {
    shipmentId: shipment.id,
    fileNo: shipment.fileNo ?? "",
    matchedBy: source.matchedBy,
    masterBill: shipment.mbl ? billOf(shipment.mbl, source.carriers, source.carrier) : null,
    houseBills: source.houseBills.map((bill) => billOf(bill, source.carriers)),
    vesselName: shipment.vesselName,
    voyage: shipment.voyage,
    portOfLading: source.portOfLading,
    portOfUnlading: source.portOfUnlading,
    ladenOnBoard: shipment.ladenOnBoard,
    eta: shipment.eta,
    status,
    holds: [...holds],
    isfLate: late,
    containers: source.containers.map((box) => ({ containerNumber: box.containerNumber, sizeType: box.sizeType, status: containerStatus(box.id), lastFreeDay: of(box.id, "lastFreeDay") })),
    events: events.map(({ minute: _minute, order: _order, ...event }) => event),
  };
}

/** The whole answer: each shipment found, the newest first as given; "noBill" when there is none. */
export function manifestAnswerOf(query: ManifestQuery, sources: readonly ManifestSource[], now: number): ManifestAnswer {
  const matches = sources.map((source) => manifestRecordOf(source, now));
  return {
    asOf: new Date(now).toISOString(),
    query: { bill: query.bill ?? null, container: query.container ?? null },
    status: matches[0]?.status ?? "noBill",
    matches,
  };
}
