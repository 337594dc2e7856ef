import type { MenuNode } from "#contract/auth";
import { accessDecision, canAccess, findMenuByPath, menuPaths, roleRuleFor, safeRedirect } from "./access";

const menu: MenuNode[] = [
  {
    menuCode: "PublicInformation",
    menuName: "公共信息",
    routes: [
      { menuCode: "workbench", menuName: "工作台", menuPath: "/workbench" },
      {
        menuCode: "customs",
        menuName: "报关",
        children: [{ menuCode: "HscodeMgt", menuName: "HS", menuPath: "/HscodeMgt" }],
      },
      {
        menuCode: "permission",
        menuName: "权限",
        menuPath: "/permission",
        children: [
          { menuCode: "permissionPage", menuName: "页面", menuPath: "/permission/page" },
          { menuCode: "permissionDirective", menuName: "指令", menuPath: "/permission/directive" },
        ],
      },
    ],
  },
];

describe("route access", () => {
  const editor = { roles: ["ROLE_EDITOR"], menuPaths: menuPaths(menu) };
  const admin = { roles: ["ROLE_ADMIN"], menuPaths: new Set<string>() };
  const agent = { roles: ["ROLE_AGENT"], menuPaths: new Set(["/importclearance"]) };

  it("flattens roots' routes and deeper children into paths", () => {
    expect([...menuPaths(menu)].sort()).toEqual(
      ["/hscodemgt", "/permission", "/permission/directive", "/permission/page", "/workbench"].sort(),
    );
    expect(findMenuByPath(menu, "/hscodemgt/")?.menuCode).toBe("HscodeMgt");
  });

  it("lets ROLE_ADMIN open every route", () => {
    expect(canAccess("/sysuser", admin)).toBe(true);
    expect(canAccess("/permission/page", admin)).toBe(true);
  });

  it("limits other roles to their menu paths, case-insensitively", () => {
    expect(canAccess("/HscodeMgt", editor)).toBe(true);
    expect(canAccess("/sysuser", editor)).toBe(false);
    expect(canAccess("/importClearance", agent)).toBe(true);
    expect(canAccess("/HscodeMgt", agent)).toBe(false);
  });

  it("applies meta.roles of the permission demo even when the menu is granted", () => {
    expect(canAccess("/permission", editor)).toBe(true);
    expect(canAccess("/permission/directive", editor)).toBe(true);
    expect(canAccess("/permission/page", editor)).toBe(false);
    expect(canAccess("/permission", { roles: ["ROLE_AGENT"], menuPaths: menuPaths(menu) })).toBe(false);
  });

  it("says which step decided, the first that applies", () => {
    expect(accessDecision("/permission/page", editor)).toEqual({ allowed: false, reason: "roleRule" });
    expect(accessDecision("/workbench", agent)).toEqual({ allowed: true, reason: "alwaysAllowed" });
    expect(accessDecision("/sysuser", admin)).toEqual({ allowed: true, reason: "admin" });
    expect(accessDecision("/HscodeMgt", editor)).toEqual({ allowed: true, reason: "menuGranted" });
    expect(accessDecision("/sysuser", editor)).toEqual({ allowed: false, reason: "notGranted" });
  });

  it("finds the most specific role rule of a path", () => {
    expect(roleRuleFor("/permission/role")).toEqual(["ROLE_ADMIN"]);
    expect(roleRuleFor("/permission/directive")).toEqual(["ROLE_ADMIN", "ROLE_EDITOR"]);
    expect(roleRuleFor("/sysuser")).toBeUndefined();
  });

  it("always allows the workbench", () => {
    expect(canAccess("/workbench", agent)).toBe(true);
  });

  it("refuses open redirects", () => {
    expect(safeRedirect("/sysuser?currentPage=2")).toBe("/sysuser?currentPage=2");
    expect(safeRedirect("//evil.example")).toBe("/workbench");
    expect(safeRedirect("https://evil.example")).toBe("/workbench");
    expect(safeRedirect("/login")).toBe("/workbench");
    expect(safeRedirect(undefined)).toBe("/workbench");
    expect(safeRedirect("/\t/evil.example")).toBe("/workbench");
    expect(safeRedirect("/\\evil.example")).toBe("/workbench");
    expect(safeRedirect("/%09/evil.example")).toBe("/%09/evil.example");
  });
});
