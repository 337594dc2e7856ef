import { and, eq } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { customsMessages as c } from "../../contract/customs/messages";
import { hsLinePaths, hsNotePaths } from "../../contract/customs/tariff";
import { auditLog, roleButtons } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { ok, refusal } from "../testing/answers";
import { HSCODE_UPDATE_BUTTON, insertTariffWorld } from "../testing/tariff-world";

let sim: TestSimulator;
let editor: string;
beforeEach(async () => {
  sim = await startTestSimulator();
  insertTariffWorld(sim.db);
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

const BATTERY = { market: "CN", code: "8507600000" };
const save = (note: string, as = editor, key: Record<string, string> = BATTERY) => sim.post(hsNotePaths.save, { token: as, json: { ...key, note } });
const noteOn = async (as: string, key: Record<string, string> = BATTERY) => (await ok(sim.get(hsLinePaths.byCode, { token: as, query: key }))).note;

describe("a tenant's notes on national codes", () => {
  it("keeps one note per code, saved over, shown with the code's lines, and audited", async () => {
    await ok(save("Attach the UN38.3 summary"));
    await ok(save("Attach the UN38.3 summary and the MSDS"));
    expect(await noteOn(editor)).toMatchObject({ note: "Attach the UN38.3 summary and the MSDS", createBy: "editor" });
    const listed = (await ok(sim.get(hsLinePaths.query, { token: editor, query: { market: "CN", code: "8507" } }))).list as any[];
    expect(listed.map((line) => line.note)).toEqual(["Attach the UN38.3 summary and the MSDS", "Attach the UN38.3 summary and the MSDS"]);
    const notes = await ok(sim.get(hsNotePaths.query, { token: editor }));
    expect(notes.list.map((n: any) => [n.market, n.code])).toEqual([["CN", "8507600000"]]);
    expect(notes.list[0]).not.toHaveProperty("tenantCode");
    await ok(sim.post(hsNotePaths.delete, { token: editor, query: { market: "CN", code: "8507.600000" } }));
    expect(await noteOn(editor)).toBeNull();
    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "HscodeMgt"), eq(auditLog.tenantCode, T1))).all();
    expect(trail.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(trail[1].before).toMatchObject({ note: "Attach the UN38.3 summary" });
  });

  it("takes notes only on codes that have a line, in their market's shape", async () => {
    expect(await refusal(save("x", editor, { market: "CN", code: "8507609999" }))).toBe(c.lineUnknown);
    expect(await refusal(save("x", editor, { market: "CN", code: "85076000" }))).toContain(c.cnShape);
    expect(await refusal(save("  "))).toContain(rm.required);
    expect(await refusal(sim.post(hsNotePaths.delete, { token: editor, query: BATTERY }))).toBe(rm.notFound);
  });

  it("keeps each tenant's notes apart", async () => {
    await ok(save("10001's own practice"));
    const other = await sim.login("editor", T2);
    expect(await noteOn(other)).toBeNull();
    expect((await ok(sim.get(hsNotePaths.query, { token: other }))).list).toEqual([]);
    expect(await refusal(sim.post(hsNotePaths.delete, { token: other, query: BATTERY }))).toBe(rm.notFound);
    await ok(save("10002's own practice", other));
    expect(await noteOn(editor)).toMatchObject({ note: "10001's own practice" });
    expect(await noteOn(other)).toMatchObject({ note: "10002's own practice" });
  });

  it("refuses a user without the screen's edit button", async () => {
    await ok(save("Attach the UN38.3 summary"));
    sim.db.delete(roleButtons).where(and(eq(roleButtons.roleId, ids.editorRole1), eq(roleButtons.buttonId, HSCODE_UPDATE_BUTTON))).run();
    const reader = await sim.login("editor", T1);
    expect(await noteOn(reader)).toMatchObject({ note: "Attach the UN38.3 summary" });
    expect((await save("changed", reader)).body.status).toBe(403);
    expect((await sim.post(hsNotePaths.delete, { token: reader, query: BATTERY })).body.status).toBe(403);
    expect(await noteOn(editor)).toMatchObject({ note: "Attach the UN38.3 summary" });
  });
});
