import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, REDIS_SERVER_BINARY, RedisServer } from "../app/shared-state-redis.testing";
import { APP, SIM, expect, hydrated, loginAs, STACKS, test } from "./support";

/**
 * Two app servers that share nothing but a real redis-server and this worker's simulator, as two
 * machines behind a load balancer would (README "Running on many machines").
 */
interface Machine {
  url: string;
  process: ChildProcess;
  /** What the server has logged so far (one JSON line each). */
  log: string[];
}

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SESSION_SECRET = "many-machines-journey-secret-0123456789";
const OUT_OF_REACH = "Redis out of reach";
const BACK = "Redis is back";

function startMachine(port: number, redisUrl: string): Machine {
  const child = spawn("node", ["build/app/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PROVIDER_URL: SIM,
      REDIS_URL: redisUrl,
      SESSION_SECRET,
      WEB_CONCURRENCY: "1",
      APP_RATE_LIMIT_FACTOR: "1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "trade-e2e-machine-")),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const machine = { url: `http://127.0.0.1:${port}`, process: child, log: [] as string[] };
  child.stdout!.on("data", (chunk: Buffer) => machine.log.push(...chunk.toString().split("\n").filter(Boolean)));
  return machine;
}

const linesWith = (machine: Machine, text: string) => machine.log.filter((line) => line.includes(text)).length;

/** `count` posts of the sign-in form, taken in turn by each machine; their statuses. */
async function signInPosts(request: APIRequestContext, machines: Machine[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const { url } = machines[i % machines.length];
    const answer = await request.post(`${url}/login`, { form: { intent: "account" }, headers: { Origin: url }, maxRedirects: 0 });
    statuses.push(answer.status());
  }
  return statuses;
}

/** The agent's sidebar on machine `url`: whether System management is in it. */
async function agentSeesSystemManagement(page: Page, url: string): Promise<boolean> {
  await page.goto(`${url}/workbench`);
  await hydrated(page);
  await expect(page.getByTestId("workbench-roles")).toContainText("Customs agent");
  return (await page.getByRole("navigation").getByText("System management").count()) > 0;
}

/** The administrator's roles screen on machine `url`, in a browser context of its own. */
async function rolesScreen(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  await loginAs(context, "admin");
  const page = await context.newPage();
  await page.goto(`${url}/sysrole`);
  await hydrated(page);
  await page.getByRole("search").getByLabel("Code").fill("ROLE_AGENT");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  return page;
}

/** On the roles screen: grants or takes back the Parameters menu of the customs agents' role. */
async function grantAgentsParameters(page: Page, granted: boolean) {
  const row = page.getByTestId("data-table").locator("tbody tr").filter({ has: page.getByRole("cell", { name: "ROLE_AGENT", exact: true }) });
  await row.getByRole("button", { name: "Grant" }).click();
  const grant = page.getByRole("dialog", { name: /^Grant to / });
  await grant.getByTestId("grant-menus").getByRole("checkbox", { name: "Parameters", exact: true }).setChecked(granted);
  await grant.getByRole("button", { name: "Save" }).click();
  // Saved: the provider has the grant. The dialog closes once the list is read again; a next click waits for it.
  await expect(page.getByText("Grants saved.")).toBeVisible({ timeout: 30_000 });
}

test.describe("many machines over Redis", () => {
  test.skip(!REDIS_SERVER_BINARY, "redis-server is not installed (.ci/run installs it: apt-get install redis-server)");
  test.describe.configure({ mode: "serial" });

  let redis: RedisServer;
  let a: Machine;
  let b: Machine;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000 * STACKS);
    redis = new RedisServer(await freePort());
    await redis.start();
    a = startMachine(3316 + OFFSET, redis.url);
    b = startMachine(3317 + OFFSET, redis.url);
    for (const { url } of [a, b]) {
      await expect.poll(async () => (await request.get(`${url}/login`).catch(() => null))?.status() ?? 0, { timeout: 90_000 }).toBe(200);
    }
  });

  test.afterAll(async () => {
    for (const machine of [a, b]) if (machine?.process.pid && machine.process.exitCode === null) process.kill(-machine.process.pid, "SIGTERM");
    await redis?.stop();
  });

  test("the 21st sign-in post within the minute is refused, whichever machine takes it", async ({ request }) => {
    const statuses = await signInPosts(request, [a, b], 21);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
    expect(statuses[20]).toBe(429);
    // Machine B took the 21st, after ten on each: alone it would have counted ten.
    expect((await request.post(`${a.url}/login`, { form: { intent: "account" }, headers: { Origin: a.url }, maxRedirects: 0 })).status()).toBe(429);
  });

  test("a grant changed through one machine is honoured by the other on its next page", async ({ page, context, browser }) => {
    test.setTimeout(90_000 * STACKS);
    await loginAs(context, "agent");
    // B keeps the agent's session parts (SESSION_CACHE_MS) from this page on.
    expect(await agentSeesSystemManagement(page, b.url)).toBe(false);
    const roles = await rolesScreen(browser, a.url);
    try {
      await grantAgentsParameters(roles, true);
      expect(await agentSeesSystemManagement(page, b.url)).toBe(true);
    } finally {
      await grantAgentsParameters(roles, false);
      await roles.context().close();
    }
    expect(await agentSeesSystemManagement(page, b.url)).toBe(false);
  });

  for (const { language, message } of [
    { language: "en", message: "You have been logged out" },
    { language: "zh", message: "您已登出" },
  ]) {
    test(`a flash message one machine sets is read by the other (${language})`, async ({ page, context }) => {
      await context.addCookies([
        { name: "language", value: language, url: APP },
        { name: "token", value: "no-such-token", url: APP },
      ]);
      // A refuses the token and sends the browser to log in again with the reason in a signed cookie.
      const refused = await page.request.get(`${a.url}/workbench`, { maxRedirects: 0 });
      expect(refused.status()).toBe(302);
      expect(refused.headers()["set-cookie"]).toContain("flash=");
      await page.goto(`${b.url}/login`);
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    });
  }

  test("with Redis gone each machine counts alone and serves every page; once it is back they count together again", async ({ request, page, context }) => {
    test.setTimeout(90_000 * STACKS);
    await redis.stop();
    const alone = await signInPosts(request, [a, b], 21);
    expect(alone.filter((status) => status >= 500 || status === 429)).toEqual([]);
    await loginAs(context, "agent");
    expect(await agentSeesSystemManagement(page, a.url)).toBe(false);
    expect(await agentSeesSystemManagement(page, b.url)).toBe(false);
    for (const machine of [a, b]) expect(linesWith(machine, OUT_OF_REACH)).toBe(1);

    await redis.start();
    await expect.poll(() => [a, b].map((machine) => linesWith(machine, BACK)), { timeout: 15_000 }).toEqual([1, 1]);
    const together = await signInPosts(request, [a, b], 21);
    expect(together.slice(0, 20).filter((status) => status === 429 || status >= 500)).toEqual([]);
    expect(together[20]).toBe(429);
  });
});
