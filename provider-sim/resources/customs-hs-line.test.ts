import { and, eq } from "drizzle-orm";
import { customsMessages as c } from "../../contract/customs/messages";
import { hsCodeRecordSchema, hsLinePaths, hsLineSchema } from "../../contract/customs/tariff";
import { auditLog } from "../../db/schema";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { ok, refusal } from "../testing/answers";
import { insertTariffWorld, newCnLine } from "../testing/tariff-world";

const DAY = 86_400_000;
let sim: TestSimulator;
let editor: string;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator({ hsReference: true });
  insertTariffWorld(sim.db);
  // 2026-11-25: the HTS sample's lines (2026-09-29) are in force.
  sim.advance(328 * DAY);
  [editor, admin] = await Promise.all([sim.login("editor", T1), sim.login("admin", T1)]);
});
afterEach(() => sim.close());

const lines = async (query: Record<string, string> = {}, as = editor) => (await ok(sim.get(hsLinePaths.query, { token: as, query }))).list as any[];

describe("national tariff lines in the simulator", () => {
  it("answers every tenant the platform's lines, found by market, code prefix with or without dots, subheading and version", async () => {
    const other = await sim.login("editor", T2);
    expect((await lines({ market: "US", code: "6109.10" }, other)).map((l) => l.printedCode)).toEqual(["6109.10.00.12", "6109.10.00.40"]);
    const battery = await lines({ market: "CN", code: "8507" });
    expect(battery.map((l) => [l.code, l.effectiveDate, l.validity, l.current])).toEqual([
      ["8507600000", "2026-01-01", "current", true],
      ["8507600000", "2025-01-01", "superseded", false],
    ]);
    expect(hsLineSchema.parse(battery[0])).toMatchObject({ hs6Description: expect.stringContaining("lithium-ion"), unit1: "PCS", unit2: "KG", supervision: "A", isDemo: true });
    expect(await lines({ market: "CN", code: "8507", current: "yes" })).toHaveLength(1);
    expect((await lines({ market: "CN", current: "no" })).every((l) => l.validity === "superseded")).toBe(true);
    expect((await lines({ hs6: "6404", market: "US", demo: "no" })).map((l) => l.code)).toEqual(["6404112030", "6404112060", "6404115900"]);
    expect((await lines({ keyword: "earphones" })).map((l) => l.market)).toContain("HK");
    // The tabs' journey opens the third page in code order.
    const third = await ok(sim.get(hsLinePaths.query, { token: editor, query: { currentPage: "3", sorter: "code_ascend" } }));
    expect(third.list).toHaveLength(10);
    expect(third.pagination.total).toBeGreaterThan(150);
  });

  it("tells a version not yet in force from the one that is", async () => {
    await ok(sim.post(hsLinePaths.add, { token: admin, json: newCnLine() }));
    const versions = await lines({ market: "CN", code: "8507600000" });
    expect(versions.map((l) => [l.effectiveDate, l.validity])).toEqual([
      ["2027-01-01", "upcoming"],
      ["2026-01-01", "current"],
      ["2025-01-01", "superseded"],
    ]);
    sim.advance(40 * DAY);
    const later = await sim.login("editor", T1);
    expect((await lines({ market: "CN", code: "8507600000", current: "yes" }, later)).map((l) => l.effectiveDate)).toEqual(["2027-01-01"]);
  });

  it("lets only the platform administrator write, with every rule checked and every change audited", async () => {
    // The editor holds the add button, but the lines are the platform's.
    expect((await sim.post(hsLinePaths.add, { token: editor, json: newCnLine() })).body.status).toBe(403);
    const bad = (overrides: Record<string, unknown>) => refusal(sim.post(hsLinePaths.add, { token: admin, json: newCnLine(overrides) }));
    expect(await bad({ code: "850760000" })).toContain(c.cnShape);
    expect(await bad({ code: "8506500000" })).toContain(c.codeUnderHs6);
    expect(await bad({ market: "US", code: "8507.60.00" })).toContain(c.htsShape);
    expect(await bad({ market: "HK", code: "85076000", supervision: "", inspection: "", elements: "", effectiveDate: "2026-13-01" })).toContain("a date as YYYY-MM-DD");
    expect(await bad({ market: "US", code: "8507600090" })).toContain(c.chinaOnly);
    expect(await bad({ hs6: "610999", code: "6109990000" })).toBe(c.hs6Unknown);
    expect(await bad({ unit1: "barrel" })).toBe(c.unitUnknown);
    expect(await bad({ unit2: "pcs" })).toContain(c.unitsRepeat);
    expect(await bad({ elements: "1:品牌类型" })).toContain(c.elementsShape);
    expect(await bad({ effectiveDate: "2026-01-01" })).toBe(c.lineVersionTaken);
    const { id } = await ok(sim.post(hsLinePaths.add, { token: admin, json: newCnLine() }));
    await ok(sim.put(hsLinePaths.update, { token: admin, json: { ...newCnLine({ generalRate: "8%" }), id } }));
    expect((await sim.put(hsLinePaths.update, { token: editor, json: { ...newCnLine(), id } })).body.status).toBe(403);
    expect((await sim.post(hsLinePaths.delete, { token: editor, query: { id } })).body.status).toBe(403);
    await ok(sim.post(hsLinePaths.delete, { token: admin, query: { id } }));
    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "HscodeMgt"), eq(auditLog.entityId, id))).all();
    expect(trail.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(trail[1].after).toMatchObject({ generalRate: "8%", printedCode: "8507600000" });
  });

  it("answers one code in full: its HS path, every version newest first, and the caller's note", async () => {
    const record = hsCodeRecordSchema.parse(await ok(sim.get(hsLinePaths.byCode, { token: editor, query: { market: "US", code: "8507.60.00.90" } })));
    expect(record.path.map((node) => [node.level, node.code])).toEqual([
      [0, "XVI"],
      [2, "85"],
      [4, "8507"],
      [6, "850760"],
    ]);
    expect(record).toMatchObject({ printedCode: "8507.60.00.90", note: null });
    expect(record.versions.map((v) => v.validity)).toEqual(["current"]);
    const cn = hsCodeRecordSchema.parse(await ok(sim.get(hsLinePaths.byCode, { token: editor, query: { market: "CN", code: "8507600000" } })));
    expect(cn.versions.map((v) => v.effectiveDate)).toEqual(["2026-01-01", "2025-01-01"]);
    expect(await refusal(sim.get(hsLinePaths.byCode, { token: editor, query: { market: "CN", code: "8507609999" } }))).toBe(c.lineUnknown);
    expect(await refusal(sim.get(hsLinePaths.byCode, { token: editor, query: { market: "HK", code: "8507600000" } }))).toContain(c.hkShape);
  });
});
