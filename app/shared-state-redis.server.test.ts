import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SessionPartsCache } from "./auth/session-cache.server";
import { providerWritten } from "./provider/writes.server";
import { logger } from "./request-log.server";
import { RedisState } from "./shared-state-redis.server";
import { freePort, REDIS_SERVER_BINARY, RedisServer } from "./shared-state-redis.testing";

if (!REDIS_SERVER_BINARY) console.warn("RedisState tests skipped: redis-server is not installed (apt-get install redis-server)");

describe.skipIf(!REDIS_SERVER_BINARY)("RedisState against a real redis-server", () => {
  let server: RedisServer;
  const states: RedisState[] = [];
  /** A "machine": its own client, under a prefix of this test's own. */
  let prefix: string;
  const machine = () => {
    const state = new RedisState(server.url, { prefix });
    states.push(state);
    return state;
  };

  beforeAll(async () => {
    server = new RedisServer(await freePort());
    await server.start();
  });
  beforeEach(() => {
    prefix = `test-${randomUUID()}:`;
  });
  afterEach(async () => {
    await Promise.all(states.splice(0).map((state) => state.close()));
    vi.restoreAllMocks();
  });
  afterAll(() => server.stop());

  it("counts hits in a fixed window, says how long is left when over, and starts again once it lapses", async () => {
    const state = machine();
    expect(await state.hit("client", 2, 400)).toBe(0);
    expect(await state.hit("client", 2, 400)).toBe(0);
    expect(await state.hit("client", 2, 400)).toBe(1);
    expect(await state.hit("other", 2, 400)).toBe(0);
    expect(await state.hit("client", 2, 60_000)).toBe(0);
    await sleep(450);
    expect(await state.hit("client", 2, 400)).toBe(0);
    for (let i = 0; i < 20; i++) await state.hit("minute", 20, 60_000);
    expect(await state.hit("minute", 20, 60_000)).toBe(60);
  });

  it("keeps a value for its time to live, and bumps a counter for good", async () => {
    const state = machine();
    expect(await state.get("sms")).toBeUndefined();
    await state.set("sms", 1234, 300);
    expect(await state.get("sms")).toBe(1234);
    await sleep(350);
    expect(await state.get("sms")).toBeUndefined();
    expect(await state.bump("writes")).toBe(1);
    expect(await state.bump("writes")).toBe(2);
    expect(await state.get("writes")).toBe(2);
  });

  it("counts together for two machines", async () => {
    const [a, b] = [machine(), machine()];
    const waits: number[] = [];
    for (let i = 0; i < 21; i++) waits.push(await (i % 2 ? b : a).hit("form-posts:10.0.0.1", 20, 60_000));
    expect(waits.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(waits[20]).toBeGreaterThan(0);
    await a.set("sms-sent", 77, 60_000);
    expect(await b.get("sms-sent")).toBe(77);
    await a.bump("writes");
    expect(await b.bump("writes")).toBe(2);
  });

  it("drops a session kept by one machine once a write went through another", async () => {
    const [a, b] = [machine(), machine()];
    const kept = new SessionPartsCache<number>({ ttlMs: 60_000, state: () => b });
    let loads = 0;
    const load = async () => ++loads;
    expect(await kept.get("session", load)).toBe(1);
    expect(await kept.get("session", load)).toBe(1);
    await providerWritten(a);
    expect(await kept.get("session", load)).toBe(2);
  });

  it("answers from the process while Redis is away, warns once, and counts in Redis again once it is back", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const state = machine();
    await state.set("kept", 5, 60_000);
    expect(await state.hit("client", 2, 60_000)).toBe(0);
    await server.stop();

    expect(await state.get("kept")).toBeUndefined();
    expect(await state.hit("client", 2, 60_000)).toBe(0);
    expect(await state.hit("client", 2, 60_000)).toBe(0);
    expect(await state.hit("client", 2, 60_000)).toBeGreaterThan(0);
    expect(await state.bump("writes")).toBe(1);
    await sleep(300);
    expect(await state.get("writes")).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);

    await server.start();
    const other = machine();
    await other.set("kept", 9, 60_000);
    await expect.poll(() => state.get("kept"), { timeout: 10_000, interval: 100 }).toBe(9);
    expect(await state.hit("fresh", 1, 60_000)).toBe(0);
    expect(await other.hit("fresh", 1, 60_000)).toBeGreaterThan(0);
  });
});
