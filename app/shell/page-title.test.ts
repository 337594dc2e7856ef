import type { ShellMenuNode } from "./menu";
import { pageTitle } from "./page-title";

const node = (menuPath: string | null, menuName: string, children: ShellMenuNode[] = []): ShellMenuNode => ({
  menuCode: menuName,
  menuName,
  menuIcon: null,
  menuPath,
  hidden: false,
  children,
});

const menu = [node(null, "系统管理", [node("/sysuser", "用户管理"), node("/sysrole", "角色管理")])];
const names = { app: "贸易平台", pages: { "/workbench": "工作台", "/profile/index": "个人中心" } };

describe("pageTitle", () => {
  it("names a menu page by its menu title in the page's language, then the product", () => {
    expect(pageTitle(menu, "/SysUser/", names)).toBe("用户管理 · 贸易平台");
  });

  it("names the workbench and profile, and falls back to the product for anything else", () => {
    expect(pageTitle(menu, "/workbench", names)).toBe("工作台 · 贸易平台");
    expect(pageTitle(menu, "/profile/index", names)).toBe("个人中心 · 贸易平台");
    expect(pageTitle(menu, "/nowhere", names)).toBe("贸易平台");
  });
});
