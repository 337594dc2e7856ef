import type { AddressInfo } from "node:net";
import pino, { type Logger } from "pino";
import { openDb, openDbImage, type Db } from "../../db/client";
import { seedHs } from "../../seeds/hs";
import { seedPlaces } from "../../seeds/places";
import { createSimulator, jobEngineOf, workflowEngineOf } from "../app";
import { buildFixture, PASSWORD } from "./fixtures";

/** 2026-01-01T00:00:00Z: tests start from a fixed instant and move it by hand. */
export const START = Date.UTC(2026, 0, 1);

export const BROWSER_BASIC = `Basic ${Buffer.from("browser:").toString("base64")}`;

export interface CallOptions {
  token?: string;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when it is not JSON). */
  body: any;
}

/**
 * A simulator on a random port over an in-memory database holding the fixture, with a clock
 * the test moves. Call `close()` when done. `hsReference` also loads the HS codes and the US
 * HTS sample from seeds/data (reference data, the same everywhere; 150 ms or more, so only the
 * tests that search them ask for it); `placesReference` the places, countries and currencies
 * (about a second).
 */
export async function startTestSimulator(
  options: {
    devEndpoints?: boolean;
    trustedProxies?: string[];
    logger?: Logger;
    /** The log folder the log search reads (decision 0030). */
    logDir?: string;
    rateLimitFactor?: number;
    hsReference?: boolean;
    placesReference?: boolean;
  } = {},
) {
  let clock = START;
  /** Login delays the simulator asked for; tests read them instead of waiting. */
  const sleeps: number[] = [];
  const db = openDbImage(fixtureImage(options));
  const app = createSimulator({
    db,
    devEndpoints: options.devEndpoints ?? true,
    now: () => clock,
    trustedProxies: options.trustedProxies,
    rateLimitFactor: options.rateLimitFactor,
    // Tests are quiet; a test reading the log passes its own.
    logger: options.logger ?? pino({ level: "silent" }),
    logDir: options.logDir,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) url.searchParams.append(k, value);
    }
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  }

  /** The token endpoint as the app calls it: Basic browser client, parameters in the query. */
  function token(query: Record<string, string>, authorization: string | null = BROWSER_BASIC) {
    return call("POST", "/api/uaa/oauth/token", {
      query: { scope: "ui", client_id: "browser", ...query },
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(authorization ? { authorization } : {}),
      },
    });
  }

  function passwordLogin(username: string, tenantCode: string, password = PASSWORD) {
    return token({ grant_type: "password", type: "account", username, password, tenantCode });
  }

  /** Logs in and returns the access token, failing the test if the login is refused. */
  async function login(username: string, tenantCode: string, password = PASSWORD): Promise<string> {
    const answer = await passwordLogin(username, tenantCode, password);
    if (answer.status !== 200) throw new Error(`login ${username}@${tenantCode} refused: ${answer.text}`);
    return answer.body.access_token as string;
  }

  return {
    base,
    db,
    /** The job scheduler; tests tick it by hand after moving the clock. */
    jobs: jobEngineOf(app),
    /** The workflow engine on that scheduler; ticked by hand like it. */
    workflows: workflowEngineOf(app),
    sleeps,
    call,
    get: (path: string, opts?: CallOptions) => call("GET", path, opts),
    post: (path: string, opts?: CallOptions) => call("POST", path, opts),
    put: (path: string, opts?: CallOptions) => call("PUT", path, opts),
    token,
    passwordLogin,
    login,
    advance(ms: number) {
      clock += ms;
    },
    now: () => clock,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.$client.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Migrated databases holding the fixture (and the reference data asked for), made once per test process. */
const fixtureImages = new Map<string, Buffer>();

function fixtureImage(options: { hsReference?: boolean; placesReference?: boolean }): Buffer {
  const key = `${options.hsReference === true}:${options.placesReference === true}`;
  let image = fixtureImages.get(key);
  if (!image) {
    const db: Db = openDb(":memory:");
    buildFixture(db, START);
    if (options.hsReference) db.transaction((tx) => seedHs(tx));
    if (options.placesReference) seedPlaces(db);
    image = db.$client.serialize();
    db.$client.close();
    fixtureImages.set(key, image);
  }
  return image;
}

export type TestSimulator = Awaited<ReturnType<typeof startTestSimulator>>;
