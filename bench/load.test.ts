import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureShare, measure } from "./load";

/** Two tiny servers that count what they answered. */
const answered = [0, 0];
const servers: Server[] = [0, 1].map((i) =>
  createServer((_req, res) => {
    answered[i]++;
    res.end("ok");
  }),
);
const urls: string[] = [];

beforeAll(async () => {
  for (const server of servers) {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

describe("measure over several servers", () => {
  it("splits the connections between them, loads both at once and sums their answers", async () => {
    const result = await measure({ target: "two", url: urls[0], connections: 4, warmupS: 0, durationS: 1 }, urls);
    expect(result.connections).toBe(4);
    expect(result.url).toBe(`${urls[0]} + ${urls[1]}`);
    expect(answered[0]).toBeGreaterThan(0);
    expect(answered[1]).toBeGreaterThan(0);
    // autocannon may leave a request in flight when its time is up; every counted answer was served.
    expect(result.requests).toBeLessThanOrEqual(answered[0] + answered[1]);
    expect(result.requests).toBeGreaterThan(0);
    expect(Object.keys(result.statusCodes)).toEqual(["200"]);
    expect(failureShare(result)).toBe(0);
    expect(result.p50).toBeLessThanOrEqual(result.p95);
  });
});
