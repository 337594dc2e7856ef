import type { Session } from "~/auth/session.server";
import { menuPaths } from "~/auth/access";
import { explainPath } from "./permission.server";

const menu = [
  {
    menuCode: "PublicInformation",
    menuName: "Public information",
    routes: [
      { menuCode: "GoodsMgt", menuName: "Goods", menuPath: "/GoodsMgt" },
      { menuCode: "sysuser", menuName: "Users", menuPath: "/sysuser" },
      { menuCode: "permissionPage", menuName: "Page permission", menuPath: "/permission/page" },
    ],
  },
];

/** An editor granted goods only; the admin's menu tree is the same here. */
const sessionOf = (roles: string[], granted: string[]) =>
  ({ user: { roles }, authority: { menu, menuButton: [] }, menuPaths: menuPaths(menu.map((root) => ({ ...root, routes: root.routes.filter((r) => granted.includes(r.menuPath)) }))) }) as unknown as Session;

describe("explainPath", () => {
  const editor = sessionOf(["ROLE_EDITOR"], ["/GoodsMgt", "/permission/page"]);

  it("answers nothing until a path is asked", () => {
    expect(explainPath(editor, null)).toBeNull();
  });

  it("refuses what is not a path of this site", () => {
    expect(explainPath(editor, "https://evil.example")).toEqual({ path: "https://evil.example", invalid: true });
    expect(explainPath(editor, "//evil.example")).toMatchObject({ invalid: true });
  });

  it("gives the guard's decision and its reason with the user's real grants", () => {
    expect(explainPath(editor, "/GoodsMgt?currentPage=2")).toEqual({ path: "/GoodsMgt", allowed: true, reason: "menuGranted", rule: [] });
    expect(explainPath(editor, "/sysuser")).toMatchObject({ allowed: false, reason: "notGranted" });
    expect(explainPath(editor, "/permission/page")).toEqual({ path: "/permission/page", allowed: false, reason: "roleRule", rule: ["ROLE_ADMIN"] });
    expect(explainPath(sessionOf(["ROLE_ADMIN"], []), "/sysuser")).toMatchObject({ allowed: true, reason: "admin" });
    expect(explainPath(editor, "/workbench")).toMatchObject({ allowed: true, reason: "alwaysAllowed" });
  });

  it("says when no menu has the path", () => {
    expect(explainPath(sessionOf(["ROLE_ADMIN"], []), "/no-such-screen")).toMatchObject({ allowed: false, reason: "notAMenu" });
  });
});
