import { fitsQuota } from "#contract/netdisc";
import { bytesText, usedPercent } from "./format";
import { viewOf, viewSearch } from "./view";

describe("sizes and the quota", () => {
  it("reads sizes in 1024 steps", () => {
    expect(bytesText(0)).toBe("0 B");
    expect(bytesText(1023)).toBe("1023 B");
    expect(bytesText(1536)).toBe("1.5 KB");
    expect(bytesText(10 * 1024 * 1024)).toBe("10 MB");
    expect(bytesText(1024 ** 3)).toBe("1 GB");
  });

  it("lets an upload in when it fits exactly and not a byte more", () => {
    expect(fitsQuota({ used: 90, quota: 100 }, 10)).toBe(true);
    expect(fitsQuota({ used: 90, quota: 100 }, 11)).toBe(false);
    expect(usedPercent(50, 200)).toBe(25);
    expect(usedPercent(300, 200)).toBe(100);
  });
});

describe("the screen's address", () => {
  it("reads each part or its default, and writes only what differs", () => {
    expect(viewOf(new URLSearchParams("view=bin&page=2&size=20&q=%20inv%20"))).toEqual({ view: "bin", folder: null, q: "inv", page: 2, size: 20, sort: undefined });
    expect(viewOf(new URLSearchParams("view=nope&folder=x&size=7&sort=bad"))).toEqual({ view: "mine", folder: null, q: "", page: 1, size: 10, sort: undefined });
    expect(viewSearch({ view: "mine", folder: "123", page: 1, size: 10 })).toBe("?folder=123");
    expect(viewSearch({ view: "shared", sort: "size_descend" })).toBe("?view=shared&sort=size_descend");
  });
});
