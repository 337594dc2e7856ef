import { logMessages } from "#contract/logs";
import { addressWith, followAddress, readAddress, tailQuery } from "./address";

const NOW = Date.UTC(2026, 0, 1, 12);
const read = (query: string) => readAddress(new URLSearchParams(query), NOW);

describe("the log viewer's address", () => {
  it("reads a named range ending now, the last hour by default", () => {
    expect(read("")).toEqual({ range: "1h", filter: { from: NOW - 3600_000, to: NOW }, problem: null });
    expect(read("range=15m&status=5xx&method=get").filter).toEqual({ from: NOW - 900_000, to: NOW, status: "5xx", method: "GET" });
    expect(read("range=nonsense").range).toBe("1h");
    // A named range wins over a from–to left in the form.
    expect(read("range=6h&from=1&to=2").filter).toMatchObject({ from: NOW - 6 * 3600_000, to: NOW });
  });

  it("reads a custom range, and falls back to the last hour with the contract's message when a filter is wrong", () => {
    expect(read("range=custom&from=1000&to=2000&requestId=abc")).toEqual({ range: "custom", filter: { from: 1000, to: 2000, requestId: "abc" }, problem: null });
    expect(read("range=custom&from=2000&to=1000")).toMatchObject({ range: "1h", problem: logMessages.rangeInvalid });
    expect(read("status=abc")).toMatchObject({ range: "1h", filter: { from: NOW - 3600_000, to: NOW }, problem: logMessages.statusShape });
    expect(read("range=custom").problem).toBeNull();
  });

  it("follows a request over ten minutes around its line, and starts a changed search on page 1", () => {
    expect(followAddress("req-1", NOW)).toBe(`?range=custom&from=${NOW - 300_000}&to=${NOW + 300_000}&requestId=req-1`);
    expect(addressWith(new URLSearchParams("currentPage=3&user=a"), { user: "b" })).toBe("?user=b");
    expect(addressWith(new URLSearchParams("user=a"), { currentPage: 2 })).toBe("?user=a&currentPage=2");
  });

  it("gives the tail the filters without the range", () => {
    expect(tailQuery(read("range=15m&level=warn&requestId=r").filter)).toBe("level=warn&requestId=r");
  });
});
