import { candidateGroupsIn, candidateNames } from "./candidates";

const groups = [
  { value: "role:ROLE_MANAGER", kind: "role" as const, label: "Manager", labelEn: "Manager", labelZh: "经理", labelTw: null },
  { value: "role:ROLE_OWN", kind: "role" as const, label: "Night shift", labelEn: null, labelZh: null, labelTw: null },
  { value: "org:1001", kind: "org" as const, label: "Head office", labelEn: "Head office", labelZh: "总部", labelTw: "總部" },
];

describe("a task's candidate groups", () => {
  it("read as the roles' and organisations' names in the reader's language, in the diagram's order", () => {
    expect(candidateNames(["org:1001", "role:ROLE_MANAGER"], candidateGroupsIn(groups, "zh"))).toBe("总部, 经理");
    expect(candidateNames(["role:ROLE_MANAGER", "org:1001"], candidateGroupsIn(groups, "en"))).toBe("Manager, Head office");
  });

  it("fall back from traditional to simplified, and to the one name a tenant gave its own role", () => {
    const tw = candidateGroupsIn(groups, "tw");
    expect(candidateNames(["role:ROLE_MANAGER", "role:ROLE_OWN", "org:1001"], tw)).toBe("经理, Night shift, 總部");
  });

  it("show a group the tenant no longer has as the diagram spells it", () => {
    expect(candidateNames(["role:ROLE_GONE"], candidateGroupsIn(groups, "en"))).toBe("role:ROLE_GONE");
  });

  it("split into roles and organisations for the modeller", () => {
    const { roles, orgs } = candidateGroupsIn(groups, "en");
    expect(roles.map((r) => r.value)).toEqual(["role:ROLE_MANAGER", "role:ROLE_OWN"]);
    expect(orgs).toEqual([{ value: "org:1001", label: "Head office" }]);
  });
});
