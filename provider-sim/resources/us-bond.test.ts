import { continuousBondRequired } from "../../contract/usa/bonds";
import { usaMessages as u } from "../../contract/usa/messages";
import { usPartyPaths, usPartySchema, type UsParty } from "../../contract/usa/party";
import { entryEstimateSchema, usEntryEstimatePath, usShipmentPaths } from "../../contract/usa/shipment";
import { buildUsa, insertUsa } from "../../seeds/usa";
import { buildUsaClearance, insertUsaClearance } from "../../seeds/usa-clearance";
import { T1 } from "../testing/fixtures";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";
import { menuButtons } from "../../db/schema";

const TODAY = new Date(START).toISOString().slice(0, 10);
const IMPORTER = { partyRole: "importer", residency: "us", name: "Lakeside Lamps LLC", code: "IOR-LKL", taxNo: "27-1234567", iorNumber: "27-123456700", countryCode: "US" };

let sim: TestSimulator;
let token: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  const usa = buildUsa(TODAY);
  sim.db.transaction((tx) => {
    insertUsa(tx, usa);
    insertUsaClearance(tx, buildUsaClearance(TODAY, usa));
  });
  const buttons = ["add", "update", "delete"].map((buttonCode, i) => ({ id: String(870000 + i), menuCode: "importersAndExporters", buttonCode, buttonName: buttonCode, createTime: new Date() }));
  sim.db.insert(menuButtons).values(buttons).run();
  token = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const importers = async (query: Record<string, string>): Promise<UsParty[]> => (await sim.get(usPartyPaths.query, { token, query: { partyRole: "importer", pageSize: "100", ...query } })).body.data.list.map((row: unknown) => usPartySchema.parse(row));

describe("customs bonds in the simulator (DOMAIN §1.7)", () => {
  it("keeps a continuous bond's amount, and refuses one without it or bond details on another bond type", async () => {
    const missing = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, bondType: "continuous" } });
    expect(missing.body.message).toContain(u.continuousBondNeedsAmount);
    const misplaced = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, bondType: "single", bondAmountUsd: "50000" } });
    expect(misplaced.body.message).toContain(u.bondOnlyForContinuous);
    const surety = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, bondType: "continuous", bondAmountUsd: "50000", suretyCode: "D3" } });
    expect(surety.body.message).toContain(u.suretyCodeShape);
    const added = await sim.post(usPartyPaths.add, { token, json: { ...IMPORTER, bondType: "continuous", bondAmountUsd: "45000", suretyCode: "d31", bondNumber: "d31410000" } });
    expect(added.body.message).toBe("success");
    const [row] = await importers({ code: "IOR-LKL" });
    // No entries yet: CBP's $50,000 minimum, which a $45,000 bond falls short of.
    expect(row).toMatchObject({ bondAmountUsd: "45000.00", suretyCode: "D31", bondNumber: "D31410000", dutiesTaxesFeesUsd: "0.00", bondRequiredUsd: "50000.00", bondSufficiency: "short" });
  });

  it("sizes each importer's continuous bond on its past 12 months' duties, taxes and fees, and flags the one that outgrew it", async () => {
    const rows = await importers({});
    const continuous = rows.filter((row) => row.bondType === "continuous");
    expect(continuous.length).toBeGreaterThan(5);
    for (const row of continuous) {
      const dtf = Math.round(Number(row.dutiesTaxesFeesUsd) * 100);
      expect(row.bondRequiredUsd).toBe((continuousBondRequired(dtf) / 100).toFixed(2));
      expect(row.bondSufficiency).toBe(Number(row.bondAmountUsd) >= Number(row.bondRequiredUsd) ? "sufficient" : "short");
    }
    // The bulk entry two months back: more than $500,000 of duties, taxes and fees on a $50,000 bond.
    const pacific = rows.find((row) => row.code === "IOR-PTO")!;
    expect(Number(pacific.dutiesTaxesFeesUsd)).toBeGreaterThan(500_000);
    expect(pacific).toMatchObject({ bondAmountUsd: "50000.00", bondSufficiency: "short" });
    expect(Number(pacific.bondRequiredUsd)).toBeGreaterThan(50_000);
    expect(rows.filter((row) => row.bondSufficiency === "short").map((row) => row.code)).toEqual(["IOR-PTO"]);
    // A single-bond importer has no continuous bond to measure.
    expect(rows.find((row) => row.bondType === "single")?.bondSufficiency).toBe("none");
    // An exporter has no bond figures at all.
    const exporter = (await sim.get(usPartyPaths.query, { token, query: { partyRole: "exporter" } })).body.data.list[0];
    expect(exporter.bondSufficiency ?? null).toBeNull();
  });

  it("puts the bond on the entry's estimate: the continuous bond's standing, and the single-transaction amount (3 × value under FDA)", async () => {
    const shipments = (await sim.get(usShipmentPaths.query, { token, query: { pageSize: "100" } })).body.data.list as { id: string; importerName: string; fdaStatus: string }[];
    const estimateOf = async (id: string) => entryEstimateSchema.parse((await sim.get(usEntryEstimatePath, { token, query: { id } })).body.data);
    const pacific = shipments.find((s) => s.importerName === "Pacific Trail Outdoor LLC")!;
    const shortBond = await estimateOf(pacific.id);
    expect(shortBond.bond).toMatchObject({ importerBondType: "continuous", continuous: { onFileCents: 5_000_000, sufficiency: "short" }, singleBasis: "valuePlusDtf" });
    expect(shortBond.bond.singleCents).toBe(Math.ceil((shortBond.enteredValueCents + shortBond.totalCents) / 100) * 100);
    const fda = shipments.find((s) => s.fdaStatus !== "none")!;
    const regulated = await estimateOf(fda.id);
    expect(regulated.bond).toMatchObject({ singleBasis: "tripleValue", singleCents: Math.ceil((regulated.enteredValueCents * 3) / 100) * 100 });
  });
});
