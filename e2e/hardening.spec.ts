import type { APIRequestContext, APIResponse, BrowserContext } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALWAYS_ALLOWED, ROUTE_ROLE_RULES } from "../app/auth/access";
import { DOWN_APP_PORT } from "../playwright.config";
import { ROLE_MENU_GRANTS } from "../seeds/grants";
import { MENU_TREE, menuPathsOf, type MenuNode } from "../seeds/menus";
import { APP, SIM, expect, inPool, loginAs, submitLogin, STACKS, test } from "./support";

/** Text that only a stack trace or a server path would put in an answer. */
const STACK_TEXT = /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|node_modules|build\/index\.js|\.tsx?:\d+|TypeError|URIError/;

/** Every URL the app's route files answer, from their flat-route names (a splat gets a sample path). */
function routePaths(): string[] {
  const paths = new Set<string>();
  for (const file of readdirSync("app/routes")) {
    if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
    const segments = file
      .replace(/\.tsx?$/, "")
      .replace(/\[\.\]/g, "\u0000")
      .split(".")
      .filter((segment) => !segment.startsWith("_") && segment !== "index")
      // A trailing "_" (importClearance_.$id) only keeps the page out of its list's layout: no URL has it.
      .map((segment) => (segment === "$" ? "no/such/screen" : segment.startsWith("$") ? "en" : segment.replace(/\u0000/g, ".").replace(/_$/, "")));
    paths.add(`/${segments.join("/")}`);
  }
  return [...paths];
}

/** Screens only an administrator may open: granted to neither the editor nor the agent, or ROLE_ADMIN by rule. */
function adminScreens(): string[] {
  const granted = new Set<string>();
  const visit = (node: MenuNode, codes: readonly string[]) => {
    if (codes.includes(node.code)) for (const path of menuPathsOf(node)) granted.add(path);
    else for (const child of node.children) visit(child, codes);
  };
  for (const root of MENU_TREE) {
    visit(root, ROLE_MENU_GRANTS.ROLE_EDITOR);
    visit(root, ROLE_MENU_GRANTS.ROLE_AGENT);
  }
  const adminOnly = MENU_TREE.flatMap(menuPathsOf).filter((path) => !granted.has(path) && !ALWAYS_ALLOWED.has(path));
  const byRule = Object.entries(ROUTE_ROLE_RULES).filter(([, roles]) => roles.join() === "ROLE_ADMIN").map(([path]) => path);
  return [...new Set([...adminOnly, ...byRule])];
}

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  data?: string | Buffer;
}

const BROKEN_BODIES: Array<{ type: string; data: string | Buffer }> = [
  { type: "application/json", data: '{"username":"admin","password":"123456"}' },
  { type: "application/json", data: "{not json" },
  { type: "application/xml", data: "<login><username>admin</username></login>" },
  { type: "text/xml", data: "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'b'>]><x>&a;</x>" },
  { type: "text/plain", data: "username=admin" },
  { type: "multipart/form-data; boundary=zz", data: "--zz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated" },
  { type: "multipart/form-data", data: "no boundary at all" },
  { type: "application/x-www-form-urlencoded", data: "%%%&&&==%zz&intent=%E0%A4%A" },
  { type: "application/octet-stream", data: Buffer.from([0, 1, 2, 255, 254]) },
  { type: "", data: "" },
];

const ODD_PATHS = ["/%zz", "/%5C", "/%5C.data", "/..%2f..%2fetc%2fpasswd", "//evil.example", "/%00", "/login?redirect=%zz", "/workbench.data?_data=%zz", "/locales/%zz", "/a".repeat(300)];

function probes(paths: string[]): Probe[] {
  const list: Probe[] = [];
  for (const path of [...paths, ...ODD_PATHS]) {
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"]) list.push({ method, path });
    list.push({ method: "PUT", path, headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "a=1" });
    for (const body of BROKEN_BODIES) {
      list.push({ method: "POST", path, headers: body.type ? { "Content-Type": body.type } : {}, data: body.data });
      list.push({ method: "POST", path: `${path}.data`, headers: body.type ? { "Content-Type": body.type } : {}, data: body.data });
    }
  }
  return list;
}

async function send(request: APIRequestContext, probe: Probe): Promise<APIResponse> {
  return request.fetch(`${APP}${probe.path}`, { method: probe.method, headers: probe.headers, data: probe.data, maxRedirects: 0 });
}

async function expectNoServerFault(request: APIRequestContext, list: Probe[]) {
  const faults: string[] = [];
  await inPool(
    list.map((probe) => async () => {
      const response = await send(request, probe);
      const body = probe.method === "HEAD" ? "" : await response.text();
      if (response.status() >= 500 || STACK_TEXT.test(body)) faults.push(`${probe.method} ${probe.path} ${probe.headers?.["Content-Type"] ?? ""} → ${response.status()}`);
    }),
  );
  expect(faults).toEqual([]);
}

/** A session cookie for the request context, without a browser login. */
async function signedIn(context: BrowserContext, username: string): Promise<APIRequestContext> {
  await loginAs(context, username);
  return context.request;
}

test.describe("malformed input", () => {
  test.setTimeout(300_000);

  test("a sweep of wrong methods, odd types, broken bodies and odd paths over every route gets no 5xx and no stack", async ({ request, context }) => {
    // Logging out would end the session the second half relies on: it gets its own sweep below.
    const paths = routePaths().filter((path) => path !== "/logout");
    const list = probes(paths);
    expect(list.length).toBeGreaterThanOrEqual(400);
    await expectNoServerFault(request, list);
    await expectNoServerFault(await signedIn(context, "admin"), list);
    await expectNoServerFault(request, probes(["/logout"]));
    expect((await request.get(`${APP}/login`)).status()).toBe(200);
  });

  test("answers 415, 405 and 400 with a clear message, and 400 to an undecodable path", async ({ request }) => {
    const json = await request.post(`${APP}/login`, { headers: { "Content-Type": "application/json" }, data: '{"a":1}' });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain("application/x-www-form-urlencoded");
    const del = await request.delete(`${APP}/account/password`);
    expect(del.status()).toBe(405);
    expect(del.headers()["allow"]).toBe("GET, HEAD, POST");
    const broken = await request.post(`${APP}/register`, { headers: { "Content-Type": "multipart/form-data; boundary=q" }, data: "--q\r\nbroken" });
    expect(broken.status()).toBe(400);
    const undecodable = await request.get(`${APP}/%zz`);
    expect(undecodable.status()).toBe(400);
    expect(await undecodable.text()).toBe("400 Bad Request");
  });

  test("a form post over 1 MB answers 413 at once", async ({ request }) => {
    const response = await request.post(`${APP}/login`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `username=${"x".repeat(2 * 1024 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });
});

test.describe("authorization", () => {
  test.setTimeout(120_000);

  for (const username of ["editor", "agent"]) {
    test(`every administrator screen answers 401 to the ${username}`, async ({ context }) => {
      const request = await signedIn(context, username);
      const screens = adminScreens();
      expect(screens).toContain("/sysuser");
      expect(screens).toContain("/messageOutbox");
      const open: string[] = [];
      for (const path of screens) {
        const status = (await request.get(`${APP}${path}`, { maxRedirects: 0 })).status();
        if (status !== 401) open.push(`${path} → ${status}`);
      }
      expect(open).toEqual([]);
    });
  }
});

test.describe("headers", () => {
  test.setTimeout(90_000);

  test("scripts carry the answer's nonce and logged-in answers are not stored", async ({ request, context }) => {
    const login = await request.get(`${APP}/login`);
    const csp = login.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    const html = await login.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // This server allows an embedding portal: frame-ancestors governs, X-Frame-Options would contradict it.
    expect(login.headers()["x-frame-options"]).toBeUndefined();
    expect(login.headers()["cache-control"] ?? "").not.toContain("no-store");
    expect((await request.get(`${APP}/login.data`)).headers()["cache-control"]).toBe("no-store");

    const signed = await signedIn(context, "admin");
    expect((await signed.get(`${APP}/workbench`)).headers()["cache-control"]).toBe("no-store");
    expect((await signed.get(`${APP}/workbench.data`)).headers()["cache-control"]).toBe("no-store");
    const again = (await signed.get(`${APP}/workbench`)).headers()["content-security-policy"];
    expect(/'nonce-([^']+)'/.exec(again)?.[1]).not.toBe(nonce);
  });

  test("no script is refused on login, the workbench and a shell page", async ({ page }) => {
    // The console guard fails the test on any "Refused to execute" CSP report.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/login");
    await submitLogin(page, { username: "admin" });
    await expect(page).toHaveURL(/\/workbench$/);
    await page.goto("/profile/index");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/messageOutbox");
    await expect(page.getByRole("heading", { name: "Message outbox" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("outage page", () => {
  test.setTimeout(60_000);

  test("labels a provider outage 503, the status it answers with", async ({ page, context }) => {
    const down = `http://127.0.0.1:${DOWN_APP_PORT}`;
    await context.addCookies([{ name: "token", value: "some-token-from-before", url: down }]);
    expect((await page.goto(`${down}/workbench`))?.status()).toBe(503);
    await expect(page.getByText("503", { exact: true })).toBeVisible();
    await expect(page.getByText("500", { exact: true })).toHaveCount(0);
  });
});

/** `npm start`'s server on a fresh database, on `appPort` (moved by E2E_PORT_OFFSET) and the simulator 100 above it. */
function startServer(port: number, name: string, env: Record<string, string>) {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const appPort = port + offset;
  const simPort = port + 100 + offset;
  const server = spawn("node", ["build/app/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PROVIDER_URL: "",
      PORT: String(appPort),
      PROVIDER_PORT: String(simPort),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), `trade-e2e-${name}-`)),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  return { server, appPort, simPort };
}

test.describe("production start", () => {
  test("npm start runs in production mode and npm run dev turns the dev endpoints on", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/NODE_ENV=production node build\/app\/server\.js/);
    expect(scripts.dev).toMatch(/SIM_DEV_OUTBOX=1 NODE_ENV=development tsx server\.ts/);
  });

  test("the simulator's dev endpoints are on only with SIM_DEV_OUTBOX=1", async ({ request }) => {
    test.setTimeout(120_000 * STACKS);
    expect((await request.get(`${SIM}/__dev/outbox`)).status()).toBe(200);

    const { server, appPort, simPort } = startServer(3314, "plain", { SIM_DEV_OUTBOX: "" });
    try {
      await expect
        .poll(async () => (await request.get(`http://127.0.0.1:${appPort}/login`).catch(() => null))?.status() ?? 0, { timeout: 90_000 })
        .toBe(200);
      expect((await request.get(`http://127.0.0.1:${simPort}/__dev/outbox`)).status()).toBe(404);
      expect((await request.get(`http://127.0.0.1:${simPort}/__dev/captcha?key=x`)).status()).toBe(404);
      const fault = await request.post(`http://127.0.0.1:${appPort}/login`, { headers: { "Content-Type": "application/json" }, data: "{}" });
      expect(fault.status()).toBe(415);
      expect(await fault.text()).not.toMatch(STACK_TEXT);
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    }
  });

  test("WEB_CONCURRENCY app processes share the port, and a client's sign-in budget is counted once across them", async ({ request }) => {
    test.setTimeout(120_000 * STACKS);
    const { server, appPort } = startServer(3315, "cluster", { WEB_CONCURRENCY: "3", APP_RATE_LIMIT_FACTOR: "1", SIM_RATE_LIMIT_FACTOR: "100" });
    try {
      const app = `http://127.0.0.1:${appPort}`;
      await expect.poll(async () => (await request.get(`${app}/login`).catch(() => null))?.status() ?? 0, { timeout: 90_000 }).toBe(200);
      // The primary runs the simulator and three app processes of its own.
      const children = () => readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
      await expect.poll(() => children().length, { timeout: 30_000 }).toBe(3);
      // Twenty sign-in posts a minute per client (FORM_POSTS_PER_MINUTE), whichever process takes each.
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const answer = await request.post(`${app}/login`, { form: { intent: "account" }, headers: { Origin: app }, maxRedirects: 0 });
        statuses.push(answer.status());
      }
      expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
      expect(statuses[20]).toBe(429);
      // An app process that dies is started again; the others serve meanwhile.
      const killed = children()[0];
      process.kill(Number(killed), "SIGKILL");
      await expect.poll(() => children().filter((pid) => pid !== killed).length, { timeout: 30_000 }).toBe(3);
      // A keep-alive connection to the process that died is reset once; a new one is served.
      await expect.poll(async () => (await request.get(`${app}/login`).catch(() => null))?.status() ?? 0, { timeout: 30_000 }).toBe(200);
    } finally {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    }
  });
});
