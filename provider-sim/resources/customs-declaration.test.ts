import { and, eq } from "drizzle-orm";
import { CUSTOMS_ANSWER_DELAY_MS, declarationLinePaths, declarationMessages as m, declarationPaths, declarationSchema } from "../../contract/customs/declaration";
import { customsGoodsPaths } from "../../contract/customs/goods";
import { customsMessages as c } from "../../contract/customs/messages";
import { auditLog, customsDeclarations, hsNationalLines, menuButtons, roleButtons } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { insertCustomsWorld, newGoods } from "../testing/customs-world";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
let editor: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertCustomsWorld(sim.db);
  const at = new Date(sim.now());
  const line = (id: string, code: string, unit1: string, unit2: string | null, effectiveDate: string, elements: string | null) =>
    ({ id, market: "CN" as const, code, hs6: code.slice(0, 6), description: "demo", unit1, unit2, source: "demo", effectiveDate, isDemo: true, elements, createTime: at, updateTime: at });
  sim.db
    .insert(hsNationalLines)
    .values([
      // T-shirts: pieces and kilograms, five elements; a newer version not yet in force names dozens.
      line("970801", "6109100021", "PCS", "KG", "2020-01-01", "0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号"),
      line("970802", "6109100021", "DOZ", "KG", "2999-01-01", null),
      line("970803", "9503008900", "PCS", null, "2020-01-01", null),
    ])
    .run();
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

const header = (overrides: Record<string, unknown> = {}) => ({
  direction: "export", customsOffice: "5316", tradeMode: "9810", transportMode: "2", traderName: "Shenzhen Northpeak Trading Co., Ltd.",
  traderUscc: "91350100M000100Y43", portCode: "CNSHK", tradeCountry: "US", conveyance: "COSCO HOPE / 026E", billNo: "COSU6234500011",
  currency: "USD", invoiceTotal: "245", packages: "4", grossWeight: "32.5", netWeight: "30", ...overrides,
});
const tshirts = (declarationId: string, overrides: Record<string, unknown> = {}) => ({
  declarationId, cnCode: "6109.1000.21", name: "Men's cotton T-shirts", elements: "0|0|apparel|Northpeak|TS-180", quantity: "100", unit: "PCS",
  secondQuantity: "18.5", unitPrice: "2.45", originCountry: "CN", destinationCountry: "US", ...overrides,
});

async function declaration(as = editor, overrides: Record<string, unknown> = {}) {
  await ok(sim.post(declarationPaths.add, { token: as, json: header(overrides) }));
  const [row] = (await ok(sim.get(declarationPaths.query, { token: as, query: { sorter: "createTime_descend" } }))).list;
  return row as Record<string, any>;
}
const read = async (id: string, as = editor) => (await ok(sim.get(declarationPaths.query, { token: as, query: { id } }))).list.find((r: any) => r.id === id);
const addLine = (body: Record<string, unknown>, as = editor) => sim.post(declarationLinePaths.add, { token: as, json: body });

describe("customs declarations in the simulator", () => {
  it("numbers a new declaration, keeps its figures exact, and refuses gross below net", async () => {
    const row = await declaration();
    expect(declarationSchema.parse(row)).toMatchObject({ declarationNo: expect.stringMatching(/^DEC-\d{4}-0001$/), status: "draft", invoiceTotal: "245.00", grossWeight: "32.5", netWeight: "30", linesTotal: "0.00", lineCount: 0, entryNo: null });
    expect(await refusal(sim.post(declarationPaths.add, { token: editor, json: header({ grossWeight: "29.999" }) }))).toContain(m.grossBelowNet);
    expect(await refusal(sim.post(declarationPaths.add, { token: editor, json: header({ portCode: "USLAX" }) }))).toContain(m.portNotChinese);
    expect(await refusal(sim.post(declarationPaths.add, { token: editor, json: header({ portCode: "CNZZZ" }) }))).toContain("UN/LOCODE");
  });

  it("takes a line only in the statutory units of the code in force", async () => {
    const { id } = await declaration();
    expect(await refusal(addLine(tshirts(id, { unit: "DOZ" })))).toBe(m.unitNotStatutory);
    expect(await refusal(addLine(tshirts(id, { secondQuantity: "" })))).toBe(m.secondQuantityNeeded);
    expect(await refusal(addLine(tshirts(id, { cnCode: "9503008900", unit: "PCS" })))).toBe(m.secondQuantityUnwanted);
    expect(await refusal(addLine(tshirts(id, { cnCode: "8504409999" })))).toBe(m.codeNotInTariff);
    expect(await refusal(addLine(tshirts(id, { cnCode: "61091000" })))).toContain(c.cnShape);
    await ok(addLine(tshirts(id)));
    const [line] = (await ok(sim.get(declarationLinePaths.query, { token: editor, query: { declarationId: id } }))).list;
    expect(line).toMatchObject({ lineNo: 1, cnCode: "6109100021", quantity: "100", secondQuantity: "18.5", secondUnit: "KG", unitPrice: "2.45", total: "245.00" });
    expect(await read(id)).toMatchObject({ linesTotal: "245.00", lineCount: 1 });

    // A unit price takes up to 4 decimals; the total is quantity × price rounded half up to 2 (3 × 12.345 = 37.035).
    expect(await refusal(addLine(tshirts(id, { unitPrice: "12.34567" })))).toContain(m.unitPriceShape);
    await ok(addLine(tshirts(id, { quantity: "3", unitPrice: "12.345" })));
    const second = (await ok(sim.get(declarationLinePaths.query, { token: editor, query: { declarationId: id } }))).list[1];
    expect(second).toMatchObject({ lineNo: 2, unitPrice: "12.345", total: "37.04" });
    expect(await read(id)).toMatchObject({ linesTotal: "282.04", lineCount: 2 });
  });

  it("refuses a submission whose lines do not add up, then accepts it and answers with the 18-digit number after the delay", async () => {
    const { id } = await declaration();
    expect(await refusal(sim.post(declarationPaths.submit, { token: editor, json: { id } }))).toBe(m.noLines);
    await ok(addLine(tshirts(id, { quantity: "99" })));
    expect(await refusal(sim.post(declarationPaths.submit, { token: editor, json: { id } }))).toBe(m.totalsDiffer);
    expect(await ok(sim.get(declarationPaths.checks, { token: editor, query: { id } }))).toEqual({
      problems: [{ rule: "totalsDiffer", lines: 24_255, invoice: 24_500 }],
      units: { "6109100021": { unit1: "PCS", unit2: "KG", elements: "0:品牌类型;1:出口享惠情况;2:用途;3:品牌;4:型号" } },
    });
    const [line] = (await ok(sim.get(declarationLinePaths.query, { token: editor, query: { declarationId: id } }))).list;
    await ok(sim.put(declarationLinePaths.update, { token: editor, json: { ...tshirts(id), id: line.id } }));
    await ok(sim.post(declarationPaths.submit, { token: editor, json: { id } }));
    expect(await read(id)).toMatchObject({ status: "submitted", entryNo: null, submittedBy: "editor" });
    expect((await ok(sim.get(declarationPaths.query, { token: editor, query: { status: "submitted" } }))).pagination.total).toBe(1);
    expect(await refusal(sim.put(declarationPaths.update, { token: editor, json: { ...header(), id } }))).toBe(m.notEditable);
    expect(await refusal(sim.post(declarationPaths.submit, { token: editor, json: { id } }))).toBe(m.notSubmittable);
    sim.advance(CUSTOMS_ANSWER_DELAY_MS);
    const year = new Date(sim.now()).getUTCFullYear();
    expect(await read(id)).toMatchObject({ status: "accepted", entryNo: `5316${year}0000000001` });
    expect((await ok(sim.get(declarationPaths.query, { token: editor, query: { status: "accepted" } }))).pagination.total).toBe(1);
    expect(await refusal(sim.post(`${declarationPaths.delete}?id=${id}`, { token: editor }))).toBe(m.notDeletable);
    expect(await refusal(addLine(tshirts(id)))).toBe(m.notEditable);
    const audit = sim.db.select().from(auditLog).where(and(eq(auditLog.entity, "Declaration"), eq(auditLog.entityId, id), eq(auditLog.action, "update"))).all();
    expect(audit.map((a) => [(a.before as any).status, (a.after as any).status])).toEqual([["draft", "submitted"]]);
  });

  it("rejects unfilled declaration elements and a price outside the goods' range; an edit makes it a draft again", async () => {
    const goodsId = (await ok(sim.post(customsGoodsPaths.add, { token: editor, json: newGoods() }))).id as string;
    const { id } = await declaration();
    await ok(addLine(tshirts(id, { elements: "0|0|apparel", goodsId })));
    await ok(sim.post(declarationPaths.submit, { token: editor, json: { id } }));
    sim.advance(CUSTOMS_ANSWER_DELAY_MS);
    expect(await read(id)).toMatchObject({ status: "rejected", rejectReason: "elementsIncomplete:1", entryNo: null });
    // Worded per language beside the code, so an export reads the reason as the page does.
    expect(await read(id)).toMatchObject({ rejectReasonZh: "申报要素未按该商品编号的模板逐项填报（第 1 项）", rejectReasonEn: expect.stringContaining("(lines 1)") });
    const [line] = (await ok(sim.get(declarationLinePaths.query, { token: editor, query: { declarationId: id } }))).list;
    // The goods sell at 2.10 to 3.00: 3.50 a piece is outside the range.
    await ok(sim.put(declarationLinePaths.update, { token: editor, json: { ...tshirts(id, { goodsId, unitPrice: "3.50" }), id: line.id } }));
    expect(await read(id)).toMatchObject({ status: "draft", rejectReason: null });
    await ok(sim.put(declarationPaths.update, { token: editor, json: { ...header({ invoiceTotal: "350" }), id } }));
    await ok(sim.post(declarationPaths.submit, { token: editor, json: { id } }));
    sim.advance(CUSTOMS_ANSWER_DELAY_MS);
    expect(await read(id)).toMatchObject({ status: "rejected", rejectReason: "priceOutOfRange:1" });
    // A rejected declaration may go: it never reached the file.
    await ok(sim.post(`${declarationPaths.delete}?id=${id}`, { token: editor }));
    expect(sim.db.select().from(customsDeclarations).all()).toEqual([]);
  });

  it("prints a PDF, keeps tenants apart and refuses callers without the buttons", async () => {
    const { id, declarationNo } = await declaration();
    await ok(addLine(tshirts(id)));
    const pdf = await sim.get(declarationPaths.print, { token: editor, query: { id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(String(pdf.headers.get("content-disposition"))).toContain(`${declarationNo}.pdf`);

    const other = await sim.login("editor", T2);
    expect((await ok(sim.get(declarationPaths.query, { token: other }))).pagination.total).toBe(0);
    expect(await refusal(sim.post(declarationPaths.submit, { token: other, json: { id } }))).toBe(m.declarationUnknown);
    expect(await refusal(addLine(tshirts(id), other))).toBe(m.declarationUnknown);
    expect((await sim.get(declarationPaths.print, { token: other, query: { id } })).body.message).toBe(m.declarationUnknown);

    // Without the edit button, no submission.
    const button = sim.db.select().from(menuButtons).where(and(eq(menuButtons.menuCode, "Declaration"), eq(menuButtons.buttonCode, "update"))).get()!;
    sim.db.delete(roleButtons).where(eq(roleButtons.buttonId, button.id)).run();
    const unbuttoned = await sim.login("editor", T1);
    expect((await sim.post(declarationPaths.submit, { token: unbuttoned, json: { id } })).body.status).toBe(403);
  });
});
