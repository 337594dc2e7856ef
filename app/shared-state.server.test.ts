import { EventEmitter } from "node:events";
import type { Worker } from "node:cluster";
import { answerWorker, LocalState } from "./shared-state.server";

describe("LocalState", () => {
  it("refuses a key over its limit until the window ends, and counts keys and limits apart", async () => {
    let now = 0;
    const state = new LocalState(() => now);
    expect([await state.hit("a", 2, 60_000), await state.hit("a", 2, 60_000)]).toEqual([0, 0]);
    expect(await state.hit("a", 2, 60_000)).toBe(60);
    expect(await state.hit("b", 2, 60_000)).toBe(0);
    expect(await state.hit("a", 5, 60_000)).toBe(0);
    now = 59_000;
    expect(await state.hit("a", 2, 60_000)).toBe(1);
    now = 60_000;
    expect(await state.hit("a", 2, 60_000)).toBe(0);
  });

  it("keeps a value until its time is up", async () => {
    let now = 1_000;
    const state = new LocalState(() => now);
    await state.set("sms", 1_000, 60_000);
    expect(await state.get("sms")).toBe(1_000);
    now = 60_999;
    expect(await state.get("sms")).toBe(1_000);
    now = 61_000;
    expect(await state.get("sms")).toBeUndefined();
  });

  it("counts a counter up for good", async () => {
    let now = 0;
    const state = new LocalState(() => now);
    expect(await state.get("writes")).toBeUndefined();
    expect([await state.bump("writes"), await state.bump("writes")]).toEqual([1, 2]);
    now = 10 ** 12;
    expect(await state.get("writes")).toBe(2);
  });
});

describe("answerWorker", () => {
  it("answers an app process's questions from the primary's one state, by question id", () => {
    const state = new LocalState(() => 0);
    const sent: unknown[] = [];
    const worker = Object.assign(new EventEmitter(), { send: (message: unknown) => sent.push(message) }) as unknown as Worker;
    answerWorker(worker, state);
    const channel = "trade-platform.shared-state";
    worker.emit("message", { channel, id: 7, op: "hit", key: "ip", limit: 1, windowMs: 60_000 });
    worker.emit("message", { channel, id: 8, op: "hit", key: "ip", limit: 1, windowMs: 60_000 });
    worker.emit("message", { channel, id: 9, op: "set", key: "k", value: 5, ttlMs: 1_000 });
    worker.emit("message", { channel, id: 10, op: "get", key: "k" });
    worker.emit("message", { channel, id: 11, op: "bump", key: "w" });
    worker.emit("message", { channel: "something else", id: 12, op: "get", key: "k" });
    expect(sent).toEqual([
      { channel, id: 7, value: 0 },
      { channel, id: 8, value: 60 },
      { channel, id: 9, value: undefined },
      { channel, id: 10, value: 5 },
      { channel, id: 11, value: 1 },
    ]);
  });
});
