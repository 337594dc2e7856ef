import ExcelJS from "exceljs";
import { hkTimeText } from "../../contract/hk/consignment";
import { hkTdecPaths as paths } from "../../contract/hk/tdec";
import { menuButtons, roleButtons } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { insertHkUdrWorld, insertHkWorld } from "../testing/hk-world";

let sim: TestSimulator;
let unitId: string;
beforeEach(async () => {
  sim = await startTestSimulator({ placesReference: true });
  insertHkWorld(sim.db);
  unitId = insertHkUdrWorld(sim.db).unitId;
  sim.db.insert(menuButtons).values({ id: "971900", menuCode: "hongKongCustomsDeclaration", buttonCode: "export", buttonName: "export", createTime: new Date() }).run();
  sim.db.insert(roleButtons).values({ tenantCode: T2, roleId: ids.editorRole2, buttonId: "971900" }).run();
});
afterEach(() => sim.close());

describe("the TDEC export", () => {
  it("answers a workbook whose sheet Excel accepts, in the caller's language, named for download", async () => {
    const token = await sim.login("editor", T2);
    const header = { kind: "import", declaringUnitId: unitId, consignorName: "Shenzhen VoltLeaf", consignorAddress: "Bao'an", consigneeName: "Kowloon Bay Trading Co.", consigneeAddress: "Kowloon Bay", transportMode: "road", conveyance: "LV1234", controlPoint: "LMC", movedOn: hkTimeText(sim.now()).slice(0, 10) };
    await ok(sim.post(paths.add, { token, json: header }));
    const res = await fetch(new URL(`${paths.exportXlsx}?timeZone=Asia/Hong_Kong`, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}`, "accept-language": "zh-CN" } });
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="hongKongCustomsDeclaration.xlsx"; filename*=UTF-8''hongKongCustomsDeclaration.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe("进出口报关单");
    const heading = sheet.getRow(1).values as string[];
    expect(heading).toEqual(expect.arrayContaining(["状态", "进出口", "运输方式"]));
    const row = sheet.getRow(2).values as string[];
    expect([row[heading.indexOf("状态")], row[heading.indexOf("进出口")], row[heading.indexOf("运输方式")]]).toEqual(["草稿", "进口", "陆路"]);
  }, 30_000);
});
