import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { BROWSER_BASIC } from "./harness";

const ROOT = resolve(__dirname, "../..");

/**
 * `npm run sim` as a child process on a data dir (seeded on first start with the default seed
 * password), for tests that kill it with SIGKILL and start it again. Node runs the simulator
 * itself, tsx as a loader: a kill reaches it and no orphan outlives the test.
 */
export function startChildSimulator(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
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

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once("exit", () => r()));
}

/** A seeded user's bearer token (seed password 123456). */
export async function seededLogin(url: string, username: string, tenantCode: string): Promise<string> {
  const query = new URLSearchParams({ scope: "ui", client_id: "browser", grant_type: "password", type: "account", username, password: "123456", tenantCode });
  const res = await fetch(`${url}/api/uaa/oauth/token?${query}`, { method: "POST", headers: { authorization: BROWSER_BASIC, "content-type": "application/x-www-form-urlencoded" } });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login ${username}@${tenantCode} refused: ${JSON.stringify(body)}`);
  return body.access_token;
}
