import { eq } from "drizzle-orm";
import { newsMessages as nm, newsPaths, publishNewsPath, withdrawNewsPath } from "../../contract/business/news";
import { fileDownloadPath } from "../../contract/file";
import { paths } from "../../contract/paths";
import { files, menuButtons, news, roleButtons, roleUrls, urls } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { ids, OPEN_API_CLIENT, T1, T2 } from "../testing/fixtures";
import { START, startTestSimulator, type TestSimulator } from "../testing/harness";

/** The simulator's first day, as the window reads it. */
const TODAY = new Date(START).toISOString().slice(0, 10);
const ITEM = { title: "New season of LED lamps", category: "product", body: "<p><strong>Bright</strong> and <a href=\"https://example.com\">cheap</a></p>", publishFrom: TODAY, publishTo: "" };

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(1);
  // Both tenants' editors reach the business service; 10001's holds add, update and status on the news, 10002's all four writes.
  sim.db.insert(menuButtons).values(["add", "update", "delete", "status"].map((buttonCode, i) => ({ id: `47300${i}`, menuCode: "merchandiseNews", buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "473100", url: "/api/business/**", method: "*" }).run();
  sim.db.insert(roleUrls).values([{ tenantCode: T1, roleId: ids.editorRole1, urlId: "473100" }, { tenantCode: T2, roleId: ids.editorRole2, urlId: "473100" }]).run();
  sim.db.insert(roleButtons).values([0, 1, 3].map((i) => ({ tenantCode: T1, roleId: ids.editorRole1, buttonId: `47300${i}` }))).run();
  sim.db.insert(roleButtons).values([0, 1, 2, 3].map((i) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: `47300${i}` }))).run();
});
afterEach(() => sim.close());

const credential = () => ({ appKey: OPEN_API_CLIENT.id, appSecret: OPEN_API_CLIENT.secret, timestamp: sim.now() });
const publicNews = async () => (await ok(sim.post(paths.hsOpenApi.queryPublishedNews, { json: { openApiCredential: credential() } }))) as { id: string; title: string; body: string; hasCover: boolean }[];

describe("merchandise news in the simulator", () => {
  it("keeps the body only as the sanitiser leaves it, and starts every item as a draft", async () => {
    const token = await sim.login("editor", T1);
    const { id } = await ok(sim.post(newsPaths.add, { token, json: { ...ITEM, status: "published", body: '<p onclick="x()" style="color:red">Hi <em>there</em></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' } }));
    const row = sim.db.select().from(news).where(eq(news.id, id)).get()!;
    expect({ body: row.body, status: row.status, tenantCode: row.tenantCode }).toEqual({ body: "<p>Hi <em>there</em></p><a>x</a>", status: "draft", tenantCode: T1 });
    await ok(sim.put(newsPaths.update, { token, json: { ...ITEM, id, body: "<h2>Now</h2><img src=x onerror=alert(1)>" } }));
    expect(sim.db.select().from(news).where(eq(news.id, id)).get()!.body).toBe("<h2>Now</h2>");
  });

  it("refuses a window that ends before it starts and a body with nothing left to read", async () => {
    const token = await sim.login("editor", T1);
    expect(await refusal(sim.post(newsPaths.add, { token, json: { ...ITEM, publishFrom: "2026-02-01", publishTo: "2026-01-31" } }))).toContain(nm.windowReversed);
    expect(await refusal(sim.post(newsPaths.add, { token, json: { ...ITEM, body: "<p><script>alert(1)</script></p>" } }))).toContain(nm.bodyEmpty);
  });

  it("publishes and withdraws with the status button, each step only from the states the table names", async () => {
    const token = await sim.login("editor", T1);
    const { id } = await ok(sim.post(newsPaths.add, { token, json: ITEM }));
    expect(await refusal(sim.post(withdrawNewsPath, { token, query: { id } }))).toBe(nm.stepNotAllowed);
    await ok(sim.post(publishNewsPath, { token, query: { id } }));
    expect(await refusal(sim.post(publishNewsPath, { token, query: { id } }))).toBe(nm.stepNotAllowed);
    await ok(sim.post(withdrawNewsPath, { token, query: { id } }));
    expect(sim.db.select().from(news).where(eq(news.id, id)).get()!.status).toBe("withdrawn");
    // The other tenant's editor, holding the status button, cannot reach 10001's item.
    const other = await sim.login("editor", T2);
    expect((await sim.post(publishNewsPath, { token: other, query: { id } })).body.status).not.toBe(200);
    expect(sim.db.select().from(news).where(eq(news.id, id)).get()!.status).toBe("withdrawn");
  });

  it("refuses publishing without the status button", async () => {
    sim.db.delete(roleButtons).where(eq(roleButtons.buttonId, "473003")).run();
    const token = await sim.login("editor", T1);
    const { id } = await ok(sim.post(newsPaths.add, { token, json: ITEM }));
    expect((await sim.post(publishNewsPath, { token, query: { id } })).body.status).toBe(403);
  });

  it("shows the public only the platform tenant's published items in their window, with their covers", async () => {
    const t1 = await sim.login("editor", T1);
    const t2 = await sim.login("editor", T2);
    sim.db.insert(files).values({ id: "473900", tenantCode: T1, originalName: "lamp.png", contentType: "image/png", size: 3, fileType: "image", sha256: "x", content: Buffer.from([1, 2, 3]), createTime: new Date(START) }).run();
    const add = async (token: string, values: Record<string, unknown>) => (await ok(sim.post(newsPaths.add, { token, json: { ...ITEM, ...values } }))).id as string;
    const shown = await add(t1, { title: "Shown", coverImage: fileDownloadPath("473900", "lamp.png") });
    const draft = await add(t1, { title: "Draft" });
    const ended = await add(t1, { title: "Ended", publishFrom: "2025-12-01", publishTo: "2025-12-31" });
    const coming = await add(t1, { title: "Coming", publishFrom: "2026-01-02" });
    const otherTenant = await add(t2, { title: "Other tenant" });
    for (const [token, id] of [[t1, shown], [t1, ended], [t1, coming], [t2, otherTenant]]) await ok(sim.post(publishNewsPath, { token, query: { id } }));
    expect(draft).toBeTruthy();

    expect((await publicNews()).map((item) => [item.title, item.hasCover])).toEqual([["Shown", true]]);
    const cover = await sim.post(paths.hsOpenApi.queryPublishedNewsCover, { json: { id: shown, openApiCredential: credential() } });
    expect(cover.status).toBe(200);
    expect((await sim.post(paths.hsOpenApi.queryPublishedNewsCover, { json: { id: draft, openApiCredential: credential() } })).status).toBe(404);
    // Without the app's credential the open API answers nothing.
    expect((await sim.post(paths.hsOpenApi.queryPublishedNews, { json: {} })).body.status).toBe(401);
    // A day later the coming item is in its window too.
    sim.advance(24 * 60 * 60 * 1000);
    expect((await publicNews()).map((item) => item.title)).toEqual(["Coming", "Shown"]);
  });
});
