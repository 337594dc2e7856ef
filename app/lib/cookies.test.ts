import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; language=zh; size=large", "language")).toBe("zh");
    expect(readCookie("x=%E4%B8%AD", "x")).toBe("中");
  });
  it("answers null for a missing or malformed cookie", () => {
    expect(readCookie("a=1", "language")).toBeNull();
    expect(readCookie(null, "language")).toBeNull();
    expect(readCookie("x=%E4%B8", "x")).toBeNull();
  });
});
