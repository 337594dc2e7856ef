import { describe, expect, it } from "vitest";
import { SYSTEM_MODULE_CODES } from "../contract/business/module";
import { MENU_TREE } from "./menus";
import { buildBrand, keptAsUploaded, MODULES_OFF } from "./brand";

const seed = buildBrand();
const menuCodes = (nodes: typeof MENU_TREE): string[] => nodes.flatMap((node) => [node.code, ...menuCodes(node.children)]);

describe("the logos and modules demo book", () => {
  it("gives each demo tenant exactly one active logo, kept as an upload of its bytes would keep it", () => {
    for (const tenant of ["10001", "10002"]) {
      const rows = seed.logoRows.filter((r) => r.tenantCode === tenant);
      expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    }
    expect(seed.logoRows.filter((row) => !keptAsUploaded(row)).map((r) => r.name)).toEqual([]);
    expect(new Set(seed.logoRows.map((r) => r.contentType))).toEqual(new Set(["image/png", "image/svg+xml"]));
  });

  it("switches every module on for 10001 and one off for 10002, each a menu group of the tree", () => {
    expect(MODULES_OFF["10001"]).toEqual([]);
    expect(seed.moduleOffRows.map((r) => [r.tenantCode, r.menuCode])).toEqual([["10002", "jobScheduling"]]);
    expect(SYSTEM_MODULE_CODES.filter((code) => !menuCodes(MENU_TREE).includes(code))).toEqual([]);
  });
});
