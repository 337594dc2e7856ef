import { gzipSync } from "node:zlib";
import { T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { ENDS_SESSIONS, LEAK, METHODS, simulatorEndpoints } from "./endpoints";

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
});
afterAll(() => sim.close());

const LONG = "x".repeat(5000);
const PAGING = ["-1", "0", "NaN", "1e308", "9007199254740991", "2.5", "", LONG];

interface Probe {
  method: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  token?: "valid" | "none" | "garbage";
}

/** The malformed requests tried on one endpoint. */
function probes(): Probe[] {
  const json = { "content-type": "application/json" };
  const list: Probe[] = [];
  for (const method of [...METHODS, "PATCH"]) list.push({ method, token: "none" }, { method, token: "garbage" }, { method });
  for (const value of PAGING) {
    list.push({ method: "GET", query: { currentPage: value, pageSize: value } });
    list.push({ method: "POST", query: { currentPage: value, pageSize: "10", userId: value, id: value } });
  }
  list.push(
    { method: "POST", headers: json, body: "{ broken" },
    { method: "PUT", headers: json, body: "[1,2" },
    { method: "POST", headers: json, body: "null" },
    { method: "PUT", headers: json, body: '"just a string"' },
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "%%%&a=%E0%A4%A&=" },
    { method: "POST", headers: { "content-type": "text/xml" }, body: "<a>1</a>" },
    { method: "PUT", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" },
    { method: "POST", headers: { ...json, "content-encoding": "gzip" }, body: "not gzip" },
    { method: "PUT", headers: { ...json, "content-encoding": "deflate" }, body: gzipSync("{}").subarray(0, 8).toString("latin1") },
    { method: "POST", headers: { ...json, "content-encoding": "x-unknown" }, body: "{}" },
    { method: "POST", headers: { ...json, "content-length": "5" }, body: "{}" },
    { method: "POST", headers: json, body: JSON.stringify(Object.fromEntries(["username", "email", "mobile", "nickname", "password", "id", "key", "code", "to", "channel"].map((k) => [k, LONG]))) },
    { method: "PUT", headers: json, body: JSON.stringify({ nickname: { nested: [1] }, email: 42, mobile: null, geographic: "x" }) },
    { method: "GET", query: { username: LONG, mobile: LONG, key: LONG, sorter: `${LONG}_ascend` } },
    { method: "POST", query: { grant_type: "password", username: LONG, password: LONG, tenantCode: LONG } },
  );
  return list;
}

describe("malformed-input sweep", () => {
  it("answers every malformed request to every endpoint with a 4xx or an envelope, never a 5xx or a stack", async () => {
    let sent = 0;
    const failures: string[] = [];
    let token = "";
    let previous = "";
    for (const { path } of simulatorEndpoints()) {
      // A fresh token after any call that may have ended the session (revokeToken, removing a
      // principal); a login costs a password hash, so the others share one.
      if (!token || ENDS_SESSIONS.test(previous)) token = await sim.login("admin", T1);
      previous = path;
      await Promise.all(
        probes().map(async (probe) => {
          const url = new URL(path, sim.base);
          for (const [k, v] of Object.entries(probe.query ?? {})) url.searchParams.append(k, v);
          const headers: Record<string, string> = { ...probe.headers };
          if (probe.token !== "none") headers.authorization = probe.token === "garbage" ? "Bearer %%garbage%%" : `Bearer ${token}`;
          const res = await fetch(url, { method: probe.method, headers, body: probe.body }).catch((err: Error) => err);
          sent++;
          if (res instanceof Error) {
            // A body shorter than its content-length may end in a closed socket; that is the server's right.
            if (!probe.headers?.["content-length"]) failures.push(`${probe.method} ${path}: ${res.message}`);
            return;
          }
          const text = await res.text();
          if (res.status >= 500 || LEAK.test(text)) {
            failures.push(`${probe.method} ${url.pathname}${url.search.slice(0, 80)} → ${res.status} ${text.slice(0, 200)}`);
          }
        }),
      );
    }
    expect(sent).toBeGreaterThanOrEqual(600);
    expect(failures).toEqual([]);
    // Still serving.
    expect((await sim.get("/api/uaa/users/getSysUser", { token: await sim.login("admin", T1) })).status).toBe(200);
    // A login per endpoint: the sweep's time grows with the contract's paths.
  }, 180_000);
});
