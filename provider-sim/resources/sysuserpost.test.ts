import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { sysUserPostMessages as um, sysUserPostPaths as p, sysUserPostSchema } from "../../contract/admin/sysuserpost";
import { pageSchema } from "../../contract/envelope";
import { sysUserPaths } from "../../contract/admin/sysuser";
import { providerMessages as m } from "../../contract/messages";
import { auditLog, menuButtons, roleButtons, roleUrls, urls, userPosts } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  sim.db.insert(menuButtons).values(["update", "export"].map((buttonCode, i) => ({ id: `48100${i}`, menuCode: "sysuser", buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "481999", url: "/api/admin/sysuserpost/**", method: "*", description: "user posts", createTime: at }).run();
});
afterEach(() => sim.close());

const listPage = pageSchema(sysUserPostSchema);
const holdingsOf = (userId: string) =>
  sim.db.select({ postId: userPosts.postId, postType: userPosts.postType }).from(userPosts).where(and(eq(userPosts.tenantCode, T1), eq(userPosts.userId, userId))).all();

describe("user posts", () => {
  it("lists the tenant's holdings with the user's and the post's names, filtered and paged", async () => {
    const token = await sim.login("admin", T1);
    const all = listPage.parse((await sim.get(p.query, { token })).body.data);
    // 10002's stray row naming 10001's manager stays out.
    expect(all.list.map((h) => [h.username, h.postCode, h.postType])).toEqual([
      ["manager", "CLERK", "main"],
      ["manager", "LEAD", "part-time"],
    ]);
    expect(all.pagination).toEqual({ total: 2, pageSize: 10, current: 1 });
    const parted = listPage.parse((await sim.get(p.query, { token, query: { postType: "part-time", currentPage: "1", pageSize: "1" } })).body.data);
    expect(parted.list.map((h) => h.postCode)).toEqual(["LEAD"]);
    const sorted = listPage.parse((await sim.get(p.query, { token, query: { sorter: "postCode_descend" } })).body.data);
    expect(sorted.list.map((h) => h.postCode)).toEqual(["LEAD", "CLERK"]);
    expect((await sim.get(p.query, { token: await sim.login("hkadmin", T2) })).body.data.list.map((h: { postCode: string }) => h.postCode)).toEqual(["LEAD"]);
  });

  it("grants a post, changes it and takes it back, each written into the user's history", async () => {
    const token = await sim.login("admin", T1);
    const added = await sim.post(p.add, { token, json: { userId: ids.editor, postId: ids.postLead1, postType: "main" } });
    expect(added.body.status).toBe(200);
    const id = added.body.data.id as string;
    expect(holdingsOf(ids.editor)).toEqual([{ postId: ids.postLead1, postType: "main" }]);
    expect((await sim.put(p.update, { token, json: { id, userId: ids.editor, postId: ids.postClerk1, postType: "part-time" } })).body.status).toBe(200);
    expect(holdingsOf(ids.editor)).toEqual([{ postId: ids.postClerk1, postType: "part-time" }]);
    expect((await sim.post(p.delete, { token, query: { id } })).body.status).toBe(200);
    expect(holdingsOf(ids.editor)).toEqual([]);
    const history = sim.db.select().from(auditLog).where(and(eq(auditLog.tenantCode, T1), eq(auditLog.entity, "sysuser"), eq(auditLog.entityId, ids.editor))).all();
    expect(history).toHaveLength(3);
  });

  it("keeps a holding's id while the user form saves the user's posts again, a swap of main and part-time included", async () => {
    const token = await sim.login("admin", T1);
    const idsByPost = async () => new Map(listPage.parse((await sim.get(p.query, { token, query: { userId: ids.manager } })).body.data).list.map((h) => [h.postId, [h.id, h.postType]]));
    const before = await idsByPost();
    const saved = await sim.put(sysUserPaths.update, { token, json: { id: ids.manager, username: "manager", nickname: "Manager", status: "1", roleIds: [ids.editorRole1], mainPostId: ids.postLead1, partTimePostIds: [ids.postClerk1] } });
    expect(saved.body.message).toBe("success");
    const after = await idsByPost();
    expect(after.get(ids.postLead1)).toEqual([before.get(ids.postLead1)![0], "main"]);
    expect(after.get(ids.postClerk1)).toEqual([before.get(ids.postClerk1)![0], "part-time"]);
  });

  it("refuses a post held twice, a second main post, and users or posts of another tenant", async () => {
    const token = await sim.login("admin", T1);
    const grant = (json: Record<string, string>) => sim.post(p.add, { token, json });
    expect((await grant({ userId: ids.manager, postId: ids.postLead1, postType: "part-time" })).body).toMatchObject({ status: 500, message: um.postHeld });
    expect((await grant({ userId: ids.manager, postId: ids.postLead2, postType: "part-time" })).body).toMatchObject({ message: um.postNotFound });
    expect((await grant({ userId: ids.editor2, postId: ids.postLead1, postType: "part-time" })).body).toMatchObject({ message: um.userNotFound });
    const main = await sim.get(p.query, { token, query: { userId: ids.manager, postType: "part-time" } });
    const leadId = main.body.data.list[0].id as string;
    const second = await sim.put(p.update, { token, json: { id: leadId, userId: ids.manager, postId: ids.postLead1, postType: "main" } });
    expect(second.body).toMatchObject({ message: um.mainPostHeld });
    // Another tenant's holding is out of reach by id, for change and delete alike.
    const foreign = (await sim.get(p.query, { token: await sim.login("hkadmin", T2) })).body.data.list[0].id as string;
    expect((await sim.put(p.update, { token, json: { id: foreign, userId: ids.editor, postId: ids.postLead1, postType: "part-time" } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(p.delete, { token, query: { id: foreign } })).body).toMatchObject({ message: rm.notFound });
    expect(sim.db.select().from(userPosts).where(eq(userPosts.tenantCode, T2)).all()).toHaveLength(2);
  });

  it("needs the URL grant to read and the user screen's buttons to write and export", async () => {
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(403);
    sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "481999" }).run();
    expect((await sim.get(p.query, { token: editor })).body.status).toBe(200);
    const grant = () => sim.post(p.add, { token: editor, json: { userId: ids.editor, postId: ids.postLead1, postType: "main" } });
    expect((await grant()).body).toMatchObject({ status: 403, message: m.forbidden });
    expect((await sim.post(p.exportXlsx, { token: editor })).body).toMatchObject({ status: 403 });
    sim.db.insert(roleButtons).values(["481000", "481001"].map((buttonId) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId }))).run();
    expect((await grant()).body.status).toBe(200);
  });

  it("exports the list as the screen reads it, in the reader's language, as xlsx, docx and pdf", async () => {
    const token = await sim.login("admin", T1);
    const xlsx = await fetch(new URL(p.exportXlsx, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}`, "accept-language": "zh-CN" } });
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "用户名", "昵称", "岗位编码", "岗位名称", "岗位类型"]);
    expect(sheet.getRow(2).values).toEqual([undefined, "manager", "manager", "CLERK", "Clerk", "主岗"]);
    for (const [path, type] of [
      [p.exportDocx, "wordprocessingml"],
      [p.exportPdf, "application/pdf"],
    ] as const) {
      const file = await sim.post(path, { token, form: { postType: "main" } });
      expect(file.headers.get("content-type")).toContain(type);
    }
  });
});
