import { describe, expect, it } from "vitest";
import type { MenuNode } from "#contract/auth";
import { firstOpenablePage, menuPageOf, recordListOf, topItemsThatFit, type ShellMenuNode } from "./menu";

const page = (menuPath: string, menuSequence: number, extra: Partial<MenuNode> = {}): MenuNode => ({
  menuCode: menuPath,
  menuName: menuPath,
  menuPath,
  menuSequence,
  ...extra,
});

describe("firstOpenablePage", () => {
  const permission = page("/permission", 1, {
    children: [page("/permission/role", 2), page("/permission/page", 1), page("/permission/directive", 3)],
  });

  it("opens the first page in menu order", () => {
    expect(firstOpenablePage(permission, () => true)).toBe("/permission/page");
  });

  it("skips pages the user may not open", () => {
    expect(firstOpenablePage(permission, (path) => path === "/permission/directive")).toBe("/permission/directive");
  });

  it("goes down nested groups and reads root groups' routes", () => {
    const root = page("/codegenerator", 1, {
      routes: [page("/codegenerator/hidden", 0, { menuStatus: 1 }), page("/codegenerator/group", 1, { children: [page("/codegenerator/table", 1)] })],
    });
    expect(firstOpenablePage(root, () => true)).toBe("/codegenerator/table");
  });

  it("is null when nothing below may be opened", () => {
    expect(firstOpenablePage(permission, () => false)).toBeNull();
  });
});

describe("topItemsThatFit", () => {
  it("keeps every item when they all fit", () => {
    expect(topItemsThatFit([100, 100, 100], 304, 60, 2)).toBe(3);
  });

  it("leaves room for the More button when some do not fit", () => {
    expect(topItemsThatFit([100, 100, 100], 300, 60, 2)).toBe(2);
    expect(topItemsThatFit([100, 100, 100], 200, 60, 2)).toBe(1);
  });

  it("can fold every item away", () => {
    expect(topItemsThatFit([100, 100], 120, 60, 2)).toBe(0);
  });
});

describe("menuPageOf", () => {
  const node = (menuPath: string | null, children: ShellMenuNode[] = []): ShellMenuNode => ({ menuCode: menuPath ?? "group", menuName: "x", menuPath, children }) as ShellMenuNode;
  const menu = [node(null, [node("/importClearance"), node("/permission", [node("/permission/role")])])];

  it("is the path itself when a menu entry has it", () => {
    expect(menuPageOf(menu, "/permission/role")).toBe("/permission/role");
    expect(menuPageOf(menu, "/importClearance")).toBe("/importClearance");
  });

  it("is the nearest ancestor with an entry for a record's own page", () => {
    expect(menuPageOf(menu, "/importClearance/4503599632470525")).toBe("/importClearance");
    expect(menuPageOf(menu, "/permission/role/7")).toBe("/permission/role");
  });

  it("is the order list for an order's own page, hidden beside it in the menu", () => {
    const orders = [node(null, [node("/orderList"), { ...node("/editAddOrder"), hidden: true }])];
    expect(menuPageOf(orders, "/editAddOrder")).toBe("/orderList");
    expect(menuPageOf(orders, "/editaddorder")).toBe("/orderList");
    // Its tab is titled as the list's.
    expect([recordListOf("/editaddorder"), recordListOf("/orderList")]).toEqual(["/orderList", "/orderList"]);
  });

  it("is the path itself when nothing above it has an entry", () => {
    expect(menuPageOf(menu, "/nowhere/1")).toBe("/nowhere/1");
    expect(menuPageOf(menu, "/nowhere")).toBe("/nowhere");
  });
});
