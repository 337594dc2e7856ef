import { pageWindow } from "./pager";

describe("pageWindow", () => {
  it("shows the ends and the pages near this one, with gaps of more than one page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 32)).toEqual([1, 2, 3, "gap", 32]);
    expect(pageWindow(10, 32)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 32]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
