import { hkMessagePaths } from "../../contract/hk/exchange";
import { and, eq } from "drizzle-orm";
import { ccrnFlowMessages as f } from "../../contract/hk/ccrn-flow";
import { hkConsignmentMessages as m, hkConsignmentPaths as paths, hkTimeText, ROCARS_ANSWER_DELAY_MS } from "../../contract/hk/consignment";
import { auditLog, menuButtons, roleButtons, roleUrls, urls } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
let editor: string;
const HOUR = 3_600_000;

beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  const buttons = ["add", "update", "delete", "export"].map((buttonCode, i) => ({ id: String(980500 + i), menuCode: "hongKongSeamless", buttonCode, buttonName: buttonCode, createTime: at }));
  sim.db.insert(menuButtons).values(buttons).run();
  sim.db.insert(urls).values({ id: "980601", url: "/api/hk/**", method: "*" }).run();
  sim.db.insert(roleUrls).values([{ tenantCode: T1, roleId: ids.editorRole1, urlId: "980601" }, { tenantCode: T2, roleId: ids.editorRole2, urlId: "980601" }]).run();
  sim.db.insert(roleButtons).values(buttons.flatMap((b) => [{ tenantCode: T1, roleId: ids.editorRole1, buttonId: b.id }, { tenantCode: T2, roleId: ids.editorRole2, buttonId: b.id }])).run();
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

/** An export by truck from Shenzhen, crossing `hoursAhead` from the simulator's clock. */
const eAci = (hoursAhead: number, overrides: Record<string, unknown> = {}) => ({
  direction: "export", controlPoint: "LMC", expectedCrossingAt: hkTimeText(sim.now() + hoursAhead * HOUR), packages: "12", packageDescription: "Cartons",
  articlesDescription: "Bluetooth speakers, plastic housing", consignorName: "Shenzhen VoltLeaf Electronics Co., Ltd.", consignorAddress: "Bao'an District, Shenzhen, Guangdong",
  consigneeName: "Kowloon Bay Trading Co.", consigneeAddress: "Kwun Tong, Kowloon, Hong Kong", ...overrides,
});
async function add(body: Record<string, unknown>, as = editor): Promise<string> {
  await ok(sim.post(paths.add, { token: as, json: body }));
  return (await ok(sim.get(paths.query, { token: as, query: { sorter: "createTime_descend" } }))).list[0].id;
}
const read = async (id: string, as = editor) => (await ok(sim.get(paths.query, { token: as, query: { pageSize: "100" } }))).list.find((r: any) => r.id === id);

describe("road cargo e-ACI in the simulator", () => {
  it("submits inside the window only, and answers with a demo CCRN after the delay", async () => {
    const early = await add(eAci(14 * 24 + 1));
    expect(await refusal(sim.post(paths.submit, { token: editor, json: { id: early } }))).toBe(m.tooEarly);
    const late = await add(eAci(0.25));
    expect(await refusal(sim.post(paths.submit, { token: editor, json: { id: late } }))).toBe(m.tooLate);

    const id = await add(eAci(6));
    expect(await read(id)).toMatchObject({ refNo: expect.stringMatching(/^ECI-\d{4}-0003$/), status: "draft", ccrn: null });
    await ok(sim.post(paths.submit, { token: editor, json: { id } }));
    expect(await read(id)).toMatchObject({ status: "submitted", ccrn: null });
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    const day = hkTimeText(sim.now()).slice(0, 10).replace(/-/g, "");
    expect(await read(id)).toMatchObject({ status: "accepted", ccrn: `CCRN-DEMO-${day}-000001` });
    expect(await refusal(sim.put(paths.update, { token: editor, json: { ...eAci(6), id } }))).toBe(m.notEditable);
  });

  it("rejects a description that names no goods; edited, the e-ACI is a draft again", async () => {
    const id = await add(eAci(6, { articlesDescription: "Goods" }));
    await ok(sim.post(paths.submit, { token: editor, json: { id } }));
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    expect(await read(id)).toMatchObject({ status: "rejected", rejectReason: m.articlesTooGeneral, ccrn: null });
    await ok(sim.put(paths.update, { token: editor, json: { ...eAci(6), id } }));
    expect(await read(id)).toMatchObject({ status: "draft", rejectReason: null });
  });

  it("bundles accepted CCRNs to a vehicle at least 30 minutes ahead, all or none, and reads them crossed after the crossing", async () => {
    const first = await add(eAci(6));
    const second = await add(eAci(6, { articlesDescription: "Power banks 10,000 mAh" }));
    const draft = await add(eAci(6));
    for (const id of [first, second]) await ok(sim.post(paths.submit, { token: editor, json: { id } }));
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    const bundle = (minutesAhead: number, ids: string[]) => sim.post(paths.bundle, { token: editor, json: { ids, vehicleNo: "lv 1234", controlPoint: "SBC", crossingAt: hkTimeText(sim.now() + minutesAhead * 60_000) } });
    expect(await refusal(bundle(20, [first, second]))).toBe(m.bundlingTooLate);
    expect(await refusal(bundle(120, [first, draft]))).toBe(f.notBundlable);
    expect(await read(first)).toMatchObject({ status: "accepted", vehicleNo: null });
    await ok(bundle(120, [first, second]));
    expect(await read(second)).toMatchObject({ status: "bundled", vehicleNo: "LV1234", controlPoint: "SBC" });
    // The bundle message names the control point, not its code, in each language.
    const sent = (await ok(sim.get(hkMessagePaths.query, { token: editor, query: { subjectId: second, pageSize: "100" } }))).list.find((row: { type: string }) => row.type === "bundle");
    expect(sent).toMatchObject({ summary: expect.stringContaining(" · SBC · "), summaryEn: expect.stringContaining("LV1234 · Shenzhen Bay · "), summaryZh: expect.stringContaining(" · 深圳湾 · ") });
    expect(sent.summaryEn).not.toContain("T");
    expect(await refusal(sim.post(paths.cancel, { token: editor, json: { ids: [first] } }))).toBe(f.notCancellable);
    expect((await ok(sim.get(paths.query, { token: editor, query: { vehicleNo: "LV1234", status: "bundled" } }))).pagination.total).toBe(2);
    sim.advance(2 * HOUR);
    // Two hours on, the morning's token has lapsed: sign in again.
    editor = await sim.login("editor", T1);
    expect(await read(first)).toMatchObject({ status: "crossed" });
    expect((await ok(sim.get(paths.query, { token: editor, query: { status: "crossed" } }))).pagination.total).toBe(2);
    expect(await refusal(sim.post(paths.unbundle, { token: editor, json: { ids: [first] } }))).toBe(f.notUnbundlable);
    const trail = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "hongKongSeamless"), eq(auditLog.entityId, first))).all();
    expect(trail.map((row) => [row.action, (row.after as any)?.status])).toEqual([["create", "draft"], ["update", "submitted"], ["update", "bundled"]]);
  });

  it("amends an accepted e-ACI under its CCRN, and keeps tenants apart", async () => {
    const id = await add(eAci(6));
    await ok(sim.post(paths.submit, { token: editor, json: { id } }));
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    const { ccrn } = await read(id);
    await ok(sim.post(paths.amend, { token: editor, json: { ...eAci(8, { packages: "14" }), id } }));
    expect(await read(id)).toMatchObject({ status: "submitted", packages: 14 });
    sim.advance(ROCARS_ANSWER_DELAY_MS);
    expect(await read(id)).toMatchObject({ status: "accepted", ccrn });

    const other = await sim.login("editor", T2);
    expect((await ok(sim.get(paths.query, { token: other }))).pagination.total).toBe(0);
    expect(await refusal(sim.post(paths.cancel, { token: other, json: { ids: [id] } }))).toBe(m.consignmentUnknown);
  });
});
