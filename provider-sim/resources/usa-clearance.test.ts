import { and, eq } from "drizzle-orm";
import { usContainerPaths, usContainerSchema } from "../../contract/usa/container";
import { usCostLinePaths, usCostLineSchema, usFxRatePath } from "../../contract/usa/cost-line";
import { usHtsLinePaths, usHtsLineSchema } from "../../contract/usa/hts-line";
import { containerCheckDigitMessage, usaMessages as u } from "../../contract/usa/messages";
import { usMilestonePaths, usMilestoneSchema } from "../../contract/usa/milestone";
import { DEFAULT_DETENTION_FREE_DAYS, entryEstimateSchema, usEntryEstimatePath, usShipmentPaths } from "../../contract/usa/shipment";
import { auditLog } from "../../db/schema";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { T1, T2 } from "../testing/fixtures";
import { book, insertClearanceWorld, newShipment } from "../testing/usa-clearance-world";
import { ok, refusal } from "../testing/answers";

const DAY = 86_400_000;
const CONTAINER = { containerNumber: "MSKU 123456-5", sizeType: "45G1", grossWeightKg: "18000", packages: "900" };

let sim: TestSimulator;
let token: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertClearanceWorld(sim.db);
  token = await sim.login("admin", T1);
});
afterEach(() => sim.close());


const addShipment = async (overrides: Record<string, unknown> = {}, as = token) => (await ok(sim.post(usShipmentPaths.add, { token: as, json: newShipment(T1, overrides) }))).id as string;
const addContainer = async (shipmentId: string, containerNumber = CONTAINER.containerNumber) =>
  (await ok(sim.post(usContainerPaths.add, { token, json: { ...CONTAINER, shipmentId, containerNumber } }))).id as string;
const record = (shipmentId: string, milestone: string, at: string, containerId?: string, as = token) =>
  sim.post(usMilestonePaths.record, { token: as, json: { shipmentId, milestone, at, containerId } });
const shipments = async (query: Record<string, string> = {}, as = token) => (await ok(sim.get(usShipmentPaths.query, { token: as, query }))).list as any[];
const fileNos = async (query: Record<string, string>, as = token) => (await shipments(query, as)).map((s) => s.fileNo).sort();

describe("import clearances in the simulator", () => {
  it("numbers a shipment's file in its month, fills the demo D&D tariff, and checks its parties, ports and containers", async () => {
    const first = await addShipment();
    await addShipment({ mbl: "MAEU900000002" });
    const [second, firstRow] = await shipments();
    expect(firstRow).toMatchObject({ id: first, fileNo: "USI-2601-0001", stage: "isf", isfLate: false, containerCount: 0, onHold: false, detentionFreeDays: DEFAULT_DETENTION_FREE_DAYS });
    expect(firstRow.importerName).toBe(`Pacific Trail Outdoor ${T1}`);
    expect(second.fileNo).toBe("USI-2601-0002");
    expect(await refusal(sim.post(usShipmentPaths.add, { token, json: newShipment(T1, { importerId: book(T1).exporter }) }))).toBe(u.importerNeeded);
    expect(await refusal(sim.post(usShipmentPaths.add, { token, json: newShipment(T1, { portOfLadingId: book(T1).unlading }) }))).toBe(u.portUnknown);
    expect(await refusal(sim.post(usShipmentPaths.add, { token, json: newShipment(T1, { portOfUnladingId: book(T1).lading }) }))).toBe(u.portUnknown);

    // An update keeps the file number.
    await ok(sim.put(usShipmentPaths.update, { token, json: { ...newShipment(T1, { vesselName: "Demo Atlantic" }), id: first } }));
    expect((await shipments({ fileNo: "0001" }))[0]).toMatchObject({ fileNo: "USI-2601-0001", vesselName: "Demo Atlantic" });

    // ISO 6346: MSKU123456's check digit is 5; the refusal names it.
    expect(await refusal(sim.post(usContainerPaths.add, { token, json: { ...CONTAINER, shipmentId: first, containerNumber: "MSKU1234566" } }))).toContain(containerCheckDigitMessage(5));
    // Weight and packages are entered, above 0: neither a 0 nor an empty value is taken.
    expect(await refusal(sim.post(usContainerPaths.add, { token, json: { ...CONTAINER, shipmentId: first, grossWeightKg: "0" } }))).toContain(u.grossWeightNeeded);
    expect(await refusal(sim.post(usContainerPaths.add, { token, json: { ...CONTAINER, shipmentId: first, packages: "" } }))).toContain(u.packagesNeeded);
    const box = await addContainer(first);
    expect(await refusal(sim.post(usContainerPaths.add, { token, json: { ...CONTAINER, shipmentId: first } }))).toBe(u.containerTaken);
    await addContainer(first, "CSQU3054383");
    expect((await shipments({ container: "3054383" })).map((s) => s.id)).toEqual([first]);
    expect((await shipments({ fileNo: "0001" }))[0]).toMatchObject({ containerCount: 2, containerNumbers: "CSQU3054383, MSKU1234565" });
    const boxes = (await ok(sim.get(usContainerPaths.query, { token, query: { shipmentId: first } }))).list;
    expect(boxes.map((c: unknown) => usContainerSchema.parse(c).id)).toContain(box);
    const audits = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "importClearance"), eq(auditLog.action, "create"))).all();
    expect(audits).toHaveLength(4);
  });

  it("records milestones in order and refuses them out of order, across levels and under a PGA hold", async () => {
    const id = await addShipment();
    await ok(record(id, "isf", "2025-12-01T10:00"));
    await ok(record(id, "mbl", "2025-12-05"));
    await ok(record(id, "port", "2025-12-20T06:00"));
    // Earlier than the milestone it follows, or later than the one that follows it.
    expect(await refusal(record(id, "customs", "2025-12-19"))).toBe(u.milestoneOutOfOrder);
    expect(await refusal(record(id, "mbl", "2025-12-21"))).toBe(u.milestoneOutOfOrder);
    await ok(record(id, "customs", "2025-12-21T09:00"));

    const box = await addContainer(id);
    expect(await refusal(record(id, "outgate", "2025-12-23"))).toContain(u.milestoneLevel);
    await ok(record(id, "container", "2025-12-22", box));
    await ok(record(id, "lastFreeDay", "2025-12-26", box));
    // No outgate before the carrier's release is recorded; then one before the customs release, and the release moved after an outgate.
    expect(await refusal(record(id, "outgate", "2025-12-23", box))).toBe(u.milestoneNeedsPredecessor);
    await ok(record(id, "freight", "2025-12-21T10:00"));
    expect(await refusal(record(id, "outgate", "2025-12-21T08:00", box))).toBe(u.milestoneOutOfOrder);
    await ok(record(id, "outgate", "2025-12-23", box));
    expect(await refusal(record(id, "customs", "2025-12-24"))).toBe(u.milestoneOutOfOrder);

    // Recording again moves the value.
    const moved = await ok(record(id, "isf", "2025-12-02T08:00"));
    expect(moved).toMatchObject({ milestone: "isf", at: "2025-12-02T08:00", createBy: "admin" });
    const all = await ok(sim.get(usMilestonePaths.query, { token, query: { shipmentId: id } }));
    expect(all.every((m: unknown) => usMilestoneSchema.safeParse(m).success)).toBe(true);
    expect(all.map((m: any) => m.milestone)).toEqual(["isf", "mbl", "port", "customs", "freight", "container", "lastFreeDay", "outgate"]);
    expect((await shipments())[0]).toMatchObject({ stage: "delivery", lastFreeDay: null });

    const held = await addContainer(id, "CSQU3054383");
    await ok(sim.put(usShipmentPaths.update, { token, json: { ...newShipment(T1, { fdaStatus: "hold" }), id } }));
    expect(await refusal(record(id, "container", "2025-12-23", held))).toBe(u.pgaHoldBlocksAvailability);
    expect((await fileNos({ attention: "hold" })).length).toBe(1);
    await ok(sim.put(usShipmentPaths.update, { token, json: { ...newShipment(T1, { fdaStatus: "released" }), id } }));
    await ok(record(id, "container", "2025-12-23", held));

    expect(await refusal(sim.post(usShipmentPaths.delete, { token, query: { id } }))).toBe(u.shipmentHasRecords);
    await ok(sim.post(usContainerPaths.delete, { token, query: { id: held } }));
    expect((await ok(sim.get(usMilestonePaths.query, { token, query: { shipmentId: id } }))).filter((m: any) => m.containerId === held)).toEqual([]);
    const isf = all[0];
    await ok(sim.post(usMilestonePaths.delete, { token, query: { id: isf.id } }));
    const trail = sim.db.select().from(auditLog).where(eq(auditLog.entityId, isf.id)).all();
    expect(trail.map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });

  it("records the physical chain in order: no release before the arrival, no removal under a later step", async () => {
    const id = await addShipment();
    // Customs released with no arrival would show the shipment on the water yet counted as released.
    expect(await refusal(record(id, "customs", "2025-12-21T09:00"))).toBe(u.milestoneNeedsPredecessor);
    expect((await shipments())[0]).toMatchObject({ stage: "isf" });
    const box = await addContainer(id);
    expect(await refusal(record(id, "container", "2025-12-22", box))).toBe(u.milestoneNeedsPredecessor);
    // An arrived shipment is past its filings, recorded or not: its stage is the release.
    const port = await ok(record(id, "port", "2025-12-20T06:00"));
    expect((await shipments())[0]).toMatchObject({ stage: "customs" });
    expect((await fileNos({ stage: "customs" })).length).toBe(1);
    expect(await refusal(record(id, "outgate", "2025-12-23", box))).toBe(u.milestoneNeedsPredecessor);
    await ok(record(id, "customs", "2025-12-21T09:00"));
    expect((await shipments())[0]).toMatchObject({ stage: "container" });
    // The arrival cannot go while the release that follows it stands; the release can.
    expect(await refusal(sim.post(usMilestonePaths.delete, { token, query: { id: port.id } }))).toBe(u.milestoneHasSuccessor);
    const customs = (await ok(sim.get(usMilestonePaths.query, { token, query: { shipmentId: id } }))).find((m: any) => m.milestone === "customs");
    await ok(sim.post(usMilestonePaths.delete, { token, query: { id: customs.id } }));
    await ok(sim.post(usMilestonePaths.delete, { token, query: { id: port.id } }));
  });

  it("estimates duty, MPF and HMF from the HTS lines, and converts cost lines at their rate", async () => {
    const id = await addShipment();
    const line = { shipmentId: id, htsCode: "6109.10.00.12", description: "Men's cotton T-shirts", originCountry: "CN", quantity: "400", unit: "doz.", valueUsd: "1000", adValorem: "16.5%", additional: "25%" };
    await ok(sim.post(usHtsLinePaths.add, { token, json: line }));
    await ok(sim.post(usHtsLinePaths.add, { token, json: { ...line, htsCode: "9503000011", description: "Toys", valueUsd: "250.50", adValorem: "Free", additional: "" } }));
    const lines = (await ok(sim.get(usHtsLinePaths.query, { token, query: { shipmentId: id } }))).list;
    expect(lines.map((l: any) => [l.lineNo, l.htsCode, l.valueUsd, l.dutyCents])).toEqual([
      [1, "6109100012", "1000.00", 41_500],
      [2, "9503000011", "250.50", 0],
    ]);
    expect(lines.every((l: unknown) => usHtsLineSchema.safeParse(l).success)).toBe(true);
    const estimate = entryEstimateSchema.parse(await ok(sim.get(usEntryEstimatePath, { token, query: { id } })));
    // $1,250.50 entered on 2026-01-01: MPF 0.3464 % is $4.33, under FY2026's minimum of $33.58 (90 FR 34665); HMF 0.125 % is $1.56.
    expect(estimate).toMatchObject({ enteredValueCents: 125_050, dutyCents: 41_500, mpfCents: 3358, mpfClamped: "min", mpfInformal: false, hmfCents: 156, totalCents: 45_014 });
    expect(estimate).toMatchObject({ fiscalYear: 2026, feeSchedule: { fiscalYear: 2026 } });
    // The same goods on an informal entry (type 11) pay FY2026's flat informal MPF of $2.69, not the formal minimum.
    await ok(sim.put(usShipmentPaths.update, { token, json: { ...newShipment(T1, { entryType: "11" }), id } }));
    const informal = entryEstimateSchema.parse(await ok(sim.get(usEntryEstimatePath, { token, query: { id } })));
    expect(informal).toMatchObject({ mpfCents: 269, mpfClamped: null, mpfInformal: true, overInformalLimit: false, totalCents: 41_500 + 269 + 156 });

    const cost = { shipmentId: id, costName: "Origin terminal handling", unitPrice: "1234.56", quantity: "3", currency: "CNY", exchangeRate: "0.138", rateDate: "2026-01-01", settlementObject: "terminal" };
    await ok(sim.post(usCostLinePaths.add, { token, json: cost }));
    expect(await refusal(sim.post(usCostLinePaths.add, { token, json: { ...cost, currency: "XXQ" } }))).toBe(u.currencyUnknown);
    const [stored] = (await ok(sim.get(usCostLinePaths.query, { token, query: { shipmentId: id } }))).list;
    // CNY 3,703.68 at 0.138 is USD 511.10784, half up to 511.11.
    expect(usCostLineSchema.parse(stored)).toMatchObject({ unitPrice: "1234.56", amountCents: 370_368, amountUsdCents: 51_111 });
    expect(await ok(sim.get(usFxRatePath, { token }))).toEqual([{ currency: "CNY", usdPerUnit: "0.138", rateDate: "2026-01-01", source: "demo" }]);

    // A blank rate is the rate on file on or before the rate date; none on file is refused; USD is 1.
    await ok(sim.post(usCostLinePaths.add, { token, json: { ...cost, costName: "Trucking", exchangeRate: "", rateDate: "" } }));
    expect(await refusal(sim.post(usCostLinePaths.add, { token, json: { ...cost, exchangeRate: "", rateDate: "2025-12-31" } }))).toBe(u.fxRateMissing);
    expect(await refusal(sim.post(usCostLinePaths.add, { token, json: { ...cost, currency: "EUR", exchangeRate: "" } }))).toBe(u.fxRateMissing);
    await ok(sim.post(usCostLinePaths.add, { token, json: { ...cost, costName: "Bond", currency: "USD", exchangeRate: "", rateDate: "" } }));
    const filled = (await ok(sim.get(usCostLinePaths.query, { token, query: { shipmentId: id } }))).list.filter((c: any) => c.costName !== cost.costName);
    expect(filled.map((c: any) => [c.costName, c.exchangeRate, c.rateDate]).sort()).toEqual([
      ["Bond", "1", new Date(sim.now()).toISOString().slice(0, 10)],
      ["Trucking", "0.138", "2026-01-01"],
    ]);
  });

  it("keeps each tenant's clearances apart, and refuses a caller without the US interface", async () => {
    const id = await addShipment();
    const other = await sim.login("editor", T2);
    expect(await shipments({}, other)).toEqual([]);
    expect(await refusal(record(id, "isf", "2025-12-01", undefined, other))).toBe(u.shipmentUnknown);
    expect(await refusal(sim.get(usEntryEstimatePath, { token: other, query: { id } }))).toBe(u.shipmentUnknown);
    expect(await refusal(sim.post(usContainerPaths.add, { token: other, json: { ...CONTAINER, shipmentId: id } }))).toBe(u.shipmentUnknown);
    expect(await ok(sim.get(usMilestonePaths.query, { token: other, query: { shipmentId: id } }))).toEqual([]);
    // Another tenant's importer is no importer here; its own book works.
    expect(await refusal(sim.post(usShipmentPaths.add, { token: other, json: newShipment(T1) }))).toBe(u.importerNeeded);
    await ok(sim.post(usShipmentPaths.add, { token: other, json: newShipment(T2) }));
    expect((await shipments({}, other))[0].fileNo).toBe("USI-2601-0001");
    const editor = await sim.login("editor", T1);
    expect((await sim.get(usShipmentPaths.query, { token: editor })).body.status).toBe(403);
    expect((await sim.get(usFxRatePath, { token: editor })).body.status).toBe(403);
  });

  it("lists the dashboard's shipments by stage and attention on the day the clock shows", async () => {
    // 2026-01-01 is a Thursday. A: ISF filed 9 hours before lading, released 29 Dec, LFD 2 Jan.
    const a = await addShipment();
    // The departure is a milestone; the row keeps its time as the lading the late-ISF check reads.
    await ok(record(a, "departed", "2025-12-10T18:00"));
    await ok(record(a, "isf", "2025-12-10T09:00"));
    await ok(record(a, "mbl", "2025-12-11"));
    await ok(record(a, "eta", "2025-12-28"));
    await ok(record(a, "port", "2025-12-28"));
    await ok(record(a, "customs", "2025-12-29"));
    const box = await addContainer(a);
    await ok(record(a, "container", "2025-12-30", box));
    await ok(record(a, "lastFreeDay", "2026-01-02", box));
    // B laden on 3 January without an ISF; C on an FDA hold.
    const b = await addShipment({ mbl: "MAEU900000002" });
    await ok(record(b, "departed", "2026-01-03"));
    const c = await addShipment({ fdaStatus: "hold", mbl: "MAEU900000003" });
    const ids = async (query: Record<string, string>, as = token) => (await shipments(query, as)).map((s) => s.id).sort();

    expect(await ids({ stage: "outgate" })).toEqual([a]);
    expect(await ids({ stage: "isf" })).toEqual([b, c].sort());
    expect(await ids({ attention: "lateIsf" })).toEqual([a]);
    expect(await ids({ attention: "nearLfd" })).toEqual([a]);
    expect(await ids({ attention: "pastLfd" })).toEqual([]);
    expect(await ids({ attention: "summaryDue" })).toEqual([a]);
    expect(await ids({ attention: "hold" })).toEqual([c]);
    // Released by customs, not by the carrier: nothing may leave the terminal yet.
    expect(await ids({ attention: "freightPending" })).toEqual([a]);
    expect((await shipments({ sorter: "eta_descend" }))[0]).toMatchObject({ id: a, eta: "2025-12-28", lastFreeDay: "2026-01-02", isfLate: true });

    // Sunday 4 January: the LFD has passed and B is laden without an ISF. Tokens expire: log in again.
    sim.advance(3 * DAY);
    let later = await sim.login("admin", T1);
    expect(await ids({ attention: "pastLfd" }, later)).toEqual([a]);
    expect(await ids({ attention: "nearLfd" }, later)).toEqual([]);
    expect(await ids({ attention: "lateIsf" }, later)).toEqual([a, b].sort());
    expect(await ids({ attention: "summaryDue" }, later)).toEqual([a]);
    await ok(record(a, "freight", "2026-01-04T08:00", undefined, later));
    expect(await ids({ attention: "freightPending" }, later)).toEqual([]);
    await ok(record(a, "outgate", "2026-01-04T10:00", box, later));
    expect(await ids({ attention: "pastLfd" }, later)).toEqual([]);
    expect(await ids({ stage: "delivery" }, later)).toEqual([a]);

    // Wednesday 14 January: the summary of the 29 December release was due on the 13th (New Year's Day is no working day).
    sim.advance(10 * DAY);
    later = await sim.login("admin", T1);
    expect(await ids({ attention: "summaryDue" }, later)).toEqual([]);
  });
});
