import { and, eq } from "drizzle-orm";
import { onlineSysUserPaths as p, onlineUserCalls as calls } from "../../contract/admin/onlineuser";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { sysUserMessages as u } from "../../contract/admin/sysuser";
import { menuButtons, roleUrls, tokens, urls } from "../../db/schema";
import { LAST_SEEN_RESOLUTION_MS } from "../policy";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { browserOf } from "./onlinesysuser";

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  sim.db.insert(menuButtons).values({ id: "492000", menuCode: "onlinesysuser", buttonCode: "forceLogout", buttonName: "Force logout", createTime: at }).run();
  // ROLE_EDITOR of 10001 may read the sessions but holds no forceLogout.
  sim.db.insert(urls).values({ id: "492999", url: "/api/admin/sysuser/**", method: "*", description: "users", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "492999" }).run();
});
afterEach(() => sim.close());

type Session = { username: string; ip: string; userAgent: string; lastSeen: string | null; createTime: string };
const sessions = async (token: string, query: Record<string, string> = {}) => (await sim.get(p.query, { token, query })).body.data.list as Session[];

describe("online users", () => {
  it("lists the tenant's live sessions with who, from where and since when; filters by username", async () => {
    const admin = await sim.login("admin", T1);
    await sim.login("editor", T1);
    await sim.login("editor", T2);
    sim.advance(LAST_SEEN_RESOLUTION_MS);
    const list = await sessions(admin);
    expect(list.map((s) => s.username).sort()).toEqual(["admin", "editor"]);
    const mine = list.find((s) => s.username === "admin")!;
    expect(mine.ip).toBeTruthy();
    expect(mine.userAgent).toBeTruthy();
    expect(mine.lastSeen).toBe(new Date(sim.now()).toISOString());
    expect((await sessions(admin, { username: "edi" })).map((s) => s.username)).toEqual(["editor"]);
    expect(await sessions(admin, { sorter: "createTime_ascend" })).toHaveLength(2);
  });

  it("leaves out expired and revoked sessions", async () => {
    await sim.login("editor", T1);
    sim.advance(3601_000);
    const admin = await sim.login("admin", T1);
    expect((await sessions(admin)).map((s) => s.username)).toEqual(["admin"]);
  });

  it("forces a user out at once; refuses forcing out the caller, another tenant's user, or without the button", async () => {
    const admin = await sim.login("admin", T1);
    const editor = await sim.login("editor", T1);
    const editorAgain = await sim.login("editor", T1);
    const otherTenant = await sim.login("editor", T2);
    expect((await sim.post(calls.removePrincipal, { token: editor, query: { username: "admin" } })).body).toMatchObject({ status: 403 });
    expect((await sim.post(calls.removePrincipal, { token: admin, query: { username: "admin" } })).body).toMatchObject({ message: u.forceOutSelf });
    expect((await sim.post(calls.removePrincipal, { token: admin, query: { username: ["editor", "nobody"] } })).body).toMatchObject({ message: rm.notFound });
    expect((await sim.post(calls.removePrincipal, { token: admin, query: { username: "editor" } })).body.status).toBe(200);
    expect((await sim.get(p.query, { token: editor })).status).toBe(401);
    expect((await sim.get(p.query, { token: editorAgain })).status).toBe(401);
    expect((await sessions(admin)).map((s) => s.username)).toEqual(["admin"]);
    // 10002's editor (same username) keeps their session.
    expect(sim.db.select().from(tokens).where(and(eq(tokens.tenantCode, T2), eq(tokens.revoked, false))).all()).toHaveLength(1);
    expect(otherTenant).toBeTruthy();
  });

  it("is refused to a role without the URL grant", async () => {
    const editor2 = await sim.login("editor", T2);
    expect((await sim.get(p.query, { token: editor2 })).body).toMatchObject({ status: 403 });
  });
});

describe("the browser column", () => {
  it("names the browser and system of a user agent", () => {
    expect(browserOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe("Chrome 131 · Windows");
    expect(browserOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15")).toBe("Safari 17 · macOS");
    expect(browserOf("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0")).toBe("Edge 120 · Windows");
    expect(browserOf("curl/8.5.0")).toBe("curl/8.5.0");
    expect(browserOf(null)).toBeNull();
  });
});
