import ExcelJS from "exceljs";
import { paths } from "../../contract/paths";
import { definitionPaths } from "../../contract/workflow/definition";
import { instancePaths } from "../../contract/workflow/instance";
import { modelPaths } from "../../contract/workflow/model";
import { menuButtons } from "../../db/schema";
import { LEAVE_PROCESS } from "../../seeds/workflow";
import { ok } from "../testing/answers";
import { T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { xmlOf } from "../workflow/spec";

const w = paths.workflow;
let sim: TestSimulator;
let admin: string;
beforeAll(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  // The workflow screens' buttons, as seeds/menus.ts declares them; administrators hold every button that exists.
  const buttons = [["processModel", "add"], ["processModel", "update"], ["processModel", "deploy"], ["processModel", "export"], ["processDefinition", "export"], ["processInstance", "export"]];
  sim.db.insert(menuButtons).values(buttons.map(([menuCode, buttonCode], i) => ({ id: `56910${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: new Date(1) }))).run();
  admin = await sim.login("admin", T1);
  await ok(sim.post(modelPaths.add, { token: admin, json: { name: "Leave", key: "leave", category: "HR", formKey: "leave" } }));
  const [model] = (await ok(sim.get(modelPaths.query, { token: admin }))).list;
  const xml = xmlOf({ ...LEAVE_PROCESS, nodes: LEAVE_PROCESS.nodes.map((n) => (n.type === "userTask" && n.id !== "request" ? { ...n, candidates: "role:ROLE_ADMIN" } : n)) });
  await ok(sim.put(w.saveModelXml, { token: admin, json: { id: model.id, xml } }));
  await ok(sim.post(w.deployModel, { token: admin, json: { id: model.id } }));
  await ok(sim.post(w.startInstance, { token: admin, json: { definitionKey: "leave", businessKey: "LV-1", variables: { leaveStart: "2027-03-01", leaveEnd: "2027-03-02", days: 2, remark: "Spring" } } }));
});
afterAll(() => sim.close());

/** The sheet an export call answers, in the reader's language, as rows of cell texts. */
async function sheetOf(path: string, language: string): Promise<string[][]> {
  const file = await fetch(new URL(path, sim.base), { method: "POST", headers: { authorization: `Bearer ${admin}`, "accept-language": language, "content-type": "application/x-www-form-urlencoded" }, body: "" });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))));
  return rows;
}

describe("the workflow lists' exports", () => {
  it("read in Chinese as the screens do: headings, statuses, results and forms worded, times in the reader's zone", async () => {
    const [heading, leave] = await sheetOf(modelPaths.exportXlsx, "zh");
    expect(heading).toEqual(["名称", "流程标识", "分类", "版本", "已部署版本", "使用表单", "描述", "更新时间"]);
    expect(leave.slice(0, 6)).toEqual(["Leave", "leave", "HR", "2", "1", "请假申请"]);
    expect(leave[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const [definitionHeading, definition] = await sheetOf(definitionPaths.exportXlsx, "zh");
    expect(Object.fromEntries(definitionHeading.map((h, i) => [h, definition[i]]))).toMatchObject({ 流程标识: "leave", 版本: "1", 已挂起: "否" });

    const [instanceHeading, instance] = await sheetOf(instancePaths.exportXlsx, "zh");
    expect(instanceHeading).toEqual(["实例", "流程", "业务编号", "发起人", "状态", "结果", "当前节点", "发起时间", "结束时间"]);
    expect(instance.slice(1, 7)).toEqual(["Leave", "LV-1", "admin", "运行中", "", "Leave request"]);
    expect(instance[0]).toMatch(/^\d+$/);
  });

  it("word the same cells in English for an English reader", async () => {
    expect((await sheetOf(modelPaths.exportXlsx, "en"))[1][5]).toBe("Leave request");
    expect((await sheetOf(instancePaths.exportXlsx, "en"))[1][4]).toBe("Running");
  });
});
