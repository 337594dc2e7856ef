import { manifestAnswerSchema, manifestExamplesSchema, manifestPaths, type BillStatus, type ManifestAnswer } from "../../contract/customs/manifest";
import { containerCheckDigitMessage, usaMessages as u } from "../../contract/usa/messages";
import { usContainerPaths } from "../../contract/usa/container";
import { usMilestonePaths } from "../../contract/usa/milestone";
import { usShipmentPaths, type ShipmentStage } from "../../contract/usa/shipment";
import { menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { buildUsa, insertUsa } from "../../seeds/usa";
import { buildUsaClearance, insertUsaClearance } from "../../seeds/usa-clearance";
import { ok, refusal } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";
import { insertClearanceWorld, newShipment } from "../testing/usa-clearance-world";
import { dayOf } from "./usa-references";

const MINUTE = 60_000;

let sim: TestSimulator;
afterEach(() => sim.close());

const lookUp = async (token: string, query: Record<string, string>): Promise<ManifestAnswer> => manifestAnswerSchema.parse(await ok(sim.get(manifestPaths.query, { token, query })));

/** 10002's editor may call the customs interface and holds ManifestQuery:export; 10001's editor holds neither. */
function grantManifest(): void {
  sim.db.insert(menuButtons).values({ id: "963001", menuCode: "ManifestQuery", buttonCode: "export", buttonName: "export", createTime: new Date(START) }).run();
  sim.db.insert(urls).values({ id: "963002", url: "/api/customs/**", method: "*" }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "963002" }).run();
}

/** The stage a seeded shipment waits at, read as the bill's status: what AMS would say of it. */
const STATUS_AT_STAGE: Record<ShipmentStage, BillStatus> = {
  isf: "onFile",
  mbl: "isfMatched",
  port: "isfMatched",
  customs: "arrived",
  container: "released",
  outgate: "released",
  delivery: "released",
  empty: "released",
  done: "released",
};

describe("manifest query in the simulator", () => {
  it("finds a bill by its master and its house bill and by a container, each tenant its own, and says when no bill is on file", async () => {
    sim = await startTestSimulator({ placesReference: true });
    insertClearanceWorld(sim.db);
    grantManifest();
    const admin = await sim.login("admin", T1);
    const id = (await ok(sim.post(usShipmentPaths.add, { token: admin, json: newShipment(T1, { mbl: "MAEU900000001", hbl: "DPHD40001" }) }))).id as string;
    await ok(sim.post(usContainerPaths.add, { token: admin, json: { shipmentId: id, containerNumber: "MSKU1234565", sizeType: "45G1", grossWeightKg: "18000", packages: "900" } }));
    const record = (milestone: string, at: string) => ok(sim.post(usMilestonePaths.record, { token: admin, json: { shipmentId: id, milestone, at } }));
    await record("isf", "2025-12-02T10:00");
    await record("departed", "2025-12-05T20:00");
    await record("mbl", "2025-12-06");
    await record("port", "2025-12-20T06:00");

    const byMaster = await lookUp(admin, { bill: "maeu 900000001" });
    expect(byMaster).toMatchObject({ asOf: new Date(START).toISOString(), query: { bill: "MAEU900000001", container: null }, status: "arrived" });
    expect(byMaster.matches).toHaveLength(1);
    expect(byMaster.matches[0]).toMatchObject({
      shipmentId: id,
      fileNo: "USI-2601-0001",
      matchedBy: "mbl",
      masterBill: { issuerScac: "MAEU", number: "900000001", carrierNameEn: "Maersk" },
      houseBills: [{ issuerScac: "DPHD", number: "40001", carrierNameEn: null }],
      vesselName: "Demo Pacific",
      portOfLading: { code: "CNNBG", nameEn: "Ningbo" },
      portOfUnlading: { code: "USLAX", nameEn: "Los Angeles, CA" },
      containers: [{ containerNumber: "MSKU1234565", status: "discharged", lastFreeDay: null }],
      isfLate: false,
    });
    expect(byMaster.matches[0].events.map((e) => e.kind)).toEqual(["port", "mbl", "laden", "isf"]);

    const byHouse = await lookUp(admin, { scac: "DPHD", bill: "40001" });
    expect(byHouse.matches.map((m) => [m.shipmentId, m.matchedBy])).toEqual([[id, "hbl"]]);
    const byBox = await lookUp(admin, { container: "MSKU 123456 5" });
    expect(byBox.matches.map((m) => [m.shipmentId, m.matchedBy, m.masterBill?.number])).toEqual([[id, "container", "900000001"]]);

    // A well-formed bill nobody filed is an answer, not an error.
    expect(await lookUp(admin, { bill: "MAEU999999999" })).toMatchObject({ status: "noBill", matches: [] });

    // 10002 holds its own shipment under the same master bill; neither tenant sees the other's.
    const other = await sim.login("editor", T2);
    expect(await lookUp(other, { bill: "MAEU900000001" })).toMatchObject({ status: "noBill", matches: [] });
    expect(await lookUp(other, { container: "MSKU1234565" })).toMatchObject({ status: "noBill", matches: [] });
    const theirs = (await ok(sim.post(usShipmentPaths.add, { token: other, json: newShipment(T2, { mbl: "MAEU900000001", fdaStatus: "hold" }) }))).id as string;
    expect((await lookUp(other, { bill: "MAEU900000001" })).matches.map((m) => [m.shipmentId, m.status])).toEqual([[theirs, "onHold"]]);
    expect((await lookUp(admin, { bill: "MAEU900000001" })).matches.map((m) => m.shipmentId)).toEqual([id]);

    // Events are what happened by the provider's clock: release recorded for tomorrow shows tomorrow.
    await record("customs", "2026-01-02T11:00");
    expect((await lookUp(admin, { bill: "MAEU900000001" })).status).toBe("arrived");
    sim.advance(35 * 60 * MINUTE);
    const tomorrow = await lookUp(await sim.login("admin", T1), { bill: "MAEU900000001" });
    expect(tomorrow.status).toBe("released");
    expect(tomorrow.matches[0].events[0]).toMatchObject({ kind: "customs", at: "2026-01-02T11:00" });
  });

  it("refuses a malformed bill or container with its rule, and callers without the grant or the export button", async () => {
    sim = await startTestSimulator({ placesReference: true });
    insertClearanceWorld(sim.db);
    grantManifest();
    const editor2 = await sim.login("editor", T2);
    expect(await refusal(sim.get(manifestPaths.query, { token: editor2, query: { container: "MSKU1234566" } }))).toBe(containerCheckDigitMessage(5));
    expect(await refusal(sim.get(manifestPaths.query, { token: editor2, query: { bill: "MAEU-12/34" } }))).toBe(u.billShape);
    expect(await refusal(sim.get(manifestPaths.query, { token: editor2, query: {} }))).toBe("give a bill of lading or a container number");

    // 10001's editor has no grant on the customs interface.
    const editor1 = await sim.login("editor", T1);
    expect((await sim.get(manifestPaths.query, { token: editor1, query: { bill: "MAEU900000001" } })).body.status).toBe(403);

    // 10002's editor may query but holds no export button until it is granted.
    const exportXlsx = (token: string) => sim.post(manifestPaths.exportXlsx, { token, form: { bill: "MAEU900000001" } });
    expect((await exportXlsx(editor2)).body.status).toBe(403);
    sim.db.insert(roleButtons).values({ tenantCode: T2, roleId: ids.editorRole2, buttonId: "963001" }).run();
    const id = (await ok(sim.post(usShipmentPaths.add, { token: editor2, json: newShipment(T2) }))).id as string;
    await ok(sim.post(usMilestonePaths.record, { token: editor2, json: { shipmentId: id, milestone: "departed", at: "2025-12-05T20:00" } }));
    await ok(sim.post(usMilestonePaths.record, { token: editor2, json: { shipmentId: id, milestone: "isf", at: "2025-12-05T08:00" } }));
    const file = await exportXlsx(editor2);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-disposition")).toContain("ManifestQuery-MAEU900000001.xlsx");
    expect(file.text.startsWith("PK")).toBe(true);
    for (const [path, type] of [[manifestPaths.exportDocx, "wordprocessingml"], [manifestPaths.exportPdf, "application/pdf"]] as const) {
      expect((await sim.post(path, { token: editor2, form: { bill: "MAEU900000001" } })).headers.get("content-type")).toContain(type);
    }
    // The late ISF is a warning event of the answer.
    const answer = await lookUp(editor2, { bill: "MAEU900000001" });
    expect(answer.matches[0]).toMatchObject({ isfLate: true, status: "isfMatched" });
    expect(answer.matches[0].events.map((e) => [e.kind, e.severity])).toEqual([["laden", "info"], ["isfLate", "warning"]]);
  });

  it("reads every seeded bill at the status its shipment's stage stands for, and offers one bill per status to try", async () => {
    sim = await startTestSimulator();
    const today = dayOf(START);
    sim.db.transaction((tx) => {
      const usa = buildUsa(today);
      insertUsa(tx, usa);
      insertUsaClearance(tx, buildUsaClearance(today, usa));
    });
    // Late in the seed's day, every milestone recorded for it has happened.
    sim.advance(24 * 60 * MINUTE - MINUTE);
    const token = await sim.login("admin", T1);
    const list = (await ok(sim.get(usShipmentPaths.query, { token, query: { pageSize: "100" } }))).list as { mbl: string | null; stage: ShipmentStage; onHold: boolean; containerNumbers: string }[];
    const ocean = list.filter((s) => s.mbl);
    expect(new Set(ocean.map((s) => s.stage)).size).toBe(9);
    for (const shipment of ocean) {
      const answer = await lookUp(token, { bill: shipment.mbl! });
      const expected = shipment.onHold ? "onHold" : STATUS_AT_STAGE[shipment.stage];
      expect({ bill: shipment.mbl, stage: shipment.stage, status: answer.status }).toEqual({ bill: shipment.mbl, stage: shipment.stage, status: expected });
      const boxes = answer.matches[0].containers.map((box) => box.status);
      if (shipment.stage === "done") expect(boxes.every((status) => status === "emptyReturned")).toBe(true);
      if (shipment.stage === "delivery") expect(boxes).toContain("outgated");
      if (shipment.stage === "empty") expect(boxes).toContain("delivered");
    }
    // One of the seeded boxes leads back to its bill.
    const boxed = ocean.find((s) => s.containerNumbers)!;
    expect((await lookUp(token, { container: boxed.containerNumbers.split(", ")[0] })).matches.map((m) => m.masterBill!.issuerScac + m.masterBill!.number)).toContain(boxed.mbl);

    const examples = manifestExamplesSchema.parse(await ok(sim.get(manifestPaths.examples, { token })));
    expect(examples.map((e) => e.status)).toEqual(["onFile", "isfMatched", "arrived", "onHold", "released"]);
    for (const example of examples) expect((await lookUp(token, { bill: example.bill })).status).toBe(example.status);
  });
});
