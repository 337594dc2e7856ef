import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { elkPaths, logMessages, type LogEntry } from "../contract/logs";
import { providerMessages as m } from "../contract/messages";
import { folderLogger } from "./middleware/request-log";
import { accounts, PASSWORD, T1, T2 } from "./testing/fixtures";
import { START, startTestSimulator, type TestSimulator } from "./testing/harness";

const quiet = new Writable({ write: (_chunk, _enc, done) => done() });
const line = (at: number, id: string, tenant?: string) =>
  `${JSON.stringify({ level: 30, time: at, app: "trade-platform", req: { id, method: "GET", path: `/p/${id}` }, res: { status: 200 }, responseTime: 3, ...(tenant ? { user: "u", tenant } : {}) })}\n`;

let sim: TestSimulator;
let logDir: string;
beforeEach(async () => {
  logDir = mkdtempSync(join(tmpdir(), "elk-"));
  sim = await startTestSimulator({ logDir, logger: folderLogger(logDir, quiet) });
});
afterEach(() => sim.close());

const search = async (token: string, query: Record<string, string> = {}) => sim.get(elkPaths.queryLog, { token, query });
const requestIds = (list: LogEntry[]) => list.map((e) => e.requestId);

describe("log search scope", () => {
  beforeEach(() => {
    appendFileSync(join(logDir, "app.log"), line(START - 3000, "t1", T1) + line(START - 2000, "t2", T2) + line(START - 1000, "anonymous"));
  });

  it("shows the platform's administrator every tenant's lines and the lines of no tenant", async () => {
    const answer = await search(await sim.login("admin", T1), { source: "app" });
    expect(answer.body.status).toBe(200);
    expect(requestIds(answer.body.data.list)).toEqual(["anonymous", "t2", "t1"]);
  });

  it("shows another tenant's administrator that tenant's lines only, whatever it asks for", async () => {
    const token = await sim.login(accounts.admin2.username, T2);
    expect(requestIds((await search(token, { source: "app" })).body.data.list)).toEqual(["t2"]);
    expect((await search(token, { tenant: T1 })).body.data.list).toEqual([]);
    expect((await search(token, { requestId: "t1" })).body.data.pagination.total).toBe(0);
  });

  it("refuses users who are not administrators, and filters it cannot read", async () => {
    expect((await search(await sim.login("editor", T1))).body).toMatchObject({ status: 403, message: m.forbidden });
    const admin = await sim.login("admin", T1);
    expect((await search(admin, { status: "abc" })).body).toEqual({ status: 500, message: logMessages.statusShape });
    expect((await search(admin, { pageSize: "7" })).body).toEqual({ status: 500, message: logMessages.pageSizeShape });
  });

  it("tails new lines in the caller's scope as server-sent events", async () => {
    const token = await sim.login(accounts.admin2.username, T2);
    const controller = new AbortController();
    const answer = await fetch(`${sim.base}${elkPaths.tailLog}?source=app`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(answer.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    appendFileSync(join(logDir, "app.log"), line(START, "new-t1", T1) + line(START, "new-t2", T2));
    while (!received.includes("new-t2")) received += (await reader.read()).value ?? "";
    controller.abort();
    const events = received.split("\n\n").filter((e) => e.startsWith("data: ")).map((e) => JSON.parse(e.slice(6)) as LogEntry);
    expect(events.map((e) => e.requestId)).toEqual(["new-t2"]);
  });
});

describe("the provider's log", () => {
  it("carries the app's request id and the user, and no password, token, captcha answer or SMS code", async () => {
    const wrong = await sim.passwordLogin("admin", T1, "wrong-password-123");
    expect(wrong.status).toBe(400);
    const good = await sim.passwordLogin("admin", T1);
    const { access_token: access, refresh_token: refresh } = good.body;
    await sim.get("/api/uaa/users/getSysUser", { token: access, headers: { "x-request-id": "from-the-app-1" } });
    await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key: "captcha-key-0001" } });
    const answer = (await sim.get("/__dev/captcha", { query: { key: "captcha-key-0001" } })).body.answer as string;
    await sim.post("/api/account/sysuserdetail/compareCaptcha", { query: { charCaptcha: answer, key: "captcha-key-0001" } });
    await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile: accounts.editor.mobile, tenantCode: T1 } });
    const sms = (await sim.get("/__dev/outbox", { query: { to: accounts.editor.mobile } })).body[0].code as string;
    await sim.token({ grant_type: "mobile", type: "mobile", tenantCode: T1, mobile: accounts.editor.mobile, smsCaptcha: sms });
    await sim.token({ grant_type: "refresh_token", refresh_token: refresh });

    await vi.waitFor(() => expect(readFileSync(join(logDir, "sim.log"), "utf8")).toContain("refresh_token"));
    const log = readFileSync(join(logDir, "sim.log"), "utf8");
    expect(log).toMatch(/"id":"from-the-app-1".*"user":"admin","tenantCode":"10001"/);
    for (const secret of [PASSWORD, "wrong-password-123", access, refresh, answer, sms]) expect(log).not.toContain(secret);
  });
});
