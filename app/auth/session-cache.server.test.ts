import { providerWritten } from "~/provider/writes.server";
import { LocalState } from "~/shared-state.server";
import { SessionPartsCache } from "./session-cache.server";

describe("SessionPartsCache", () => {
  function setup(ttlMs = 30_000) {
    let now = 0;
    const state = new LocalState(() => now);
    const cache = new SessionPartsCache<string>({ ttlMs, state: () => state, now: () => now });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    return { cache, state, load, loads: () => loads, at: (ms: number) => (now = ms) };
  }

  it("keeps a session's parts between pages until any write to the provider", async () => {
    const { cache, state, load, loads } = setup();
    expect(await cache.get("token-a", load("grants v1"))).toBe("grants v1");
    expect(await cache.get("token-a", load("unused"))).toBe("grants v1");
    expect(loads()).toBe(1);
    await providerWritten(state);
    expect(await cache.get("token-a", load("grants v2"))).toBe("grants v2");
    expect(loads()).toBe(2);
  });

  it("asks again after its time, and keeps keys apart", async () => {
    const { cache, load, loads, at } = setup(30_000);
    await cache.get("token-a", load("a"));
    expect(await cache.get("token-b", load("b"))).toBe("b");
    at(29_999);
    expect(await cache.get("token-a", load("unused"))).toBe("a");
    at(30_000);
    expect(await cache.get("token-a", load("a again"))).toBe("a again");
    expect(loads()).toBe(3);
  });

  it("does not keep a value loaded while a write happened", async () => {
    const { cache, state, load } = setup();
    await cache.get("token-a", async () => {
      await providerWritten(state);
      return "read before the write landed";
    });
    expect(await cache.get("token-a", load("fresh"))).toBe("fresh");
  });

  it("keeps nothing with a time of 0", async () => {
    const { cache, load, loads } = setup(0);
    expect(cache.keeps).toBe(false);
    expect(setup(1).cache.keeps).toBe(true);
    await cache.get("token-a", load("a"));
    await cache.get("token-a", load("a"));
    expect(loads()).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const { cache, load } = setup();
    await expect(cache.get("token-a", () => Promise.reject(new Error("provider down")))).rejects.toThrow("provider down");
    expect(await cache.get("token-a", load("after the outage"))).toBe("after the outage");
  });

  it("shares a load still on its way with every page that asks meanwhile", async () => {
    const { cache, loads } = setup();
    let release!: (value: string) => void;
    let started = 0;
    const slow = () => {
      started += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get("token-a", slow);
    const second = cache.get("token-a", slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release("grants");
    expect(await Promise.all([first, second])).toEqual(["grants", "grants"]);
    expect(started + loads()).toBe(1);
  });
});
