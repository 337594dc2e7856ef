import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProviderUnavailableError, SessionExpiredError } from "~/provider/errors";
import { createRevocationQueue } from "./revocation.server";

describe("revocation retries", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("retries a revocation the provider could not take while it was down, with backoff", async () => {
    let down = true;
    const revoke = vi.fn(async () => {
      if (down) throw new ProviderUnavailableError("/api/uaa/token/logout");
    });
    const queue = createRevocationQueue(revoke, [100, 1_000]);
    await queue.revoke("t1");
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toBe(1);

    await vi.advanceTimersByTimeAsync(100);
    expect(revoke).toHaveBeenCalledTimes(2);
    down = false;
    await vi.advanceTimersByTimeAsync(999);
    expect(revoke).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(revoke).toHaveBeenCalledTimes(3);
    expect(queue.pending()).toBe(0);
  });

  it("gives up after the last delay, and never retries a token the provider refused", async () => {
    const outage = vi.fn(async () => {
      throw new ProviderUnavailableError("/x");
    });
    const queue = createRevocationQueue(outage, [10]);
    await queue.revoke("t1");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outage).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toBe(0);

    const refused = vi.fn(async () => {
      throw new SessionExpiredError("expired", { status: 401, path: "/x" });
    });
    const other = createRevocationQueue(refused, [10]);
    await other.revoke("t2");
    expect(other.pending()).toBe(0);
  });
});
