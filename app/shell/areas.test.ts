import { areaMenu, areaOfPath, areaOfRoute, availableAreas, currentArea } from "./areas";
import type { ShellMenuNode } from "./menu";

const node = (menuCode: string, menuPath: string | null, children: ShellMenuNode[] = []): ShellMenuNode => ({
  menuCode,
  menuName: menuCode,
  menuIcon: null,
  menuPath,
  hidden: false,
  children,
});

const menu = [
  node("PublicInformation", null, [node("workbench", "/workbench"), node("sys", null, [node("sysuser", "/sysuser")])]),
  node("UsCustomsClearance", null, [node("usaHome", "/usaHome"), node("importClearance", "/importClearance")]),
];

describe("business areas", () => {
  it("finds the area of a route, case-insensitively", () => {
    expect(areaOfPath(menu, "/importclearance")).toBe("UsCustomsClearance");
    expect(areaOfPath(menu, "/sysuser")).toBe("PublicInformation");
    expect(areaOfPath(menu, "/nowhere")).toBeNull();
  });

  it("lets the route win over the remembered area, and the workbench keep it", () => {
    expect(currentArea(menu, "/sysuser", "area=UsCustomsClearance")).toBe("PublicInformation");
    expect(currentArea(menu, "/workbench", "area=UsCustomsClearance")).toBe("UsCustomsClearance");
    expect(currentArea(menu, "/workbench", "area=hongKongBusiness")).toBe("PublicInformation");
    expect(currentArea(menu, "/workbench", null)).toBe("PublicInformation");
  });

  it("lists the user's areas in top-bar order and an area's children", () => {
    expect(availableAreas(menu)).toEqual(["PublicInformation", "UsCustomsClearance"]);
    expect(areaMenu(menu, "UsCustomsClearance").map((n) => n.menuCode)).toEqual(["usaHome", "importClearance"]);
    expect(areaMenu(menu, "hongKongBusiness")).toEqual([]);
  });
});

describe("areaOfRoute", () => {
  it("gives the pinned workbench no area of its own", () => {
    expect(areaOfRoute(menu, "/workbench")).toBeNull();
    expect(areaOfRoute(menu, "/importClearance")).toBe("UsCustomsClearance");
  });
});
