import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "sim-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm run sim` as a child process on the temp data dir; resolves once it listens. Node runs the
 * simulator itself (tsx as a loader, not tsx's CLI, which would fork it): a kill reaches it, and
 * no orphan outlives the test.
 */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "provider-sim/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PROVIDER_PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "silent", SIM_RATE_LIMIT_FACTOR: "100" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolvePromise, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolvePromise({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`simulator exited (${code}) before listening: ${out}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once("exit", () => r()));
}

describe("a crash mid-write", () => {
  it("loses no acknowledged write after kill -9", async () => {
    const first = await startChild();
    const acknowledged: string[] = [];
    const mobile = (i: number) => `1370000${String(i).padStart(4, "0")}`;
    let killed = false;
    const writes = Array.from({ length: 200 }, (_, i) =>
      fetch(`${first.url}/api/account/captcha/getSmsCaptcha?tenantCode=10001&mobile=${mobile(i)}`)
        .then(async (res) => {
          const body = (await res.json()) as { status: number };
          if (body.status === 200) acknowledged.push(mobile(i));
          if (acknowledged.length >= 40 && !killed) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(writes);
    if (!killed) first.child.kill("SIGKILL");
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startChild();
    try {
      const outbox = (await (await fetch(`${second.url}/__dev/outbox`)).json()) as { to: string }[];
      const kept = new Set(outbox.map((e) => e.to));
      expect(acknowledged.filter((m) => !kept.has(m))).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await exited(second.child);
    }
  }, 90_000);
});
