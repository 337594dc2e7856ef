import { NeedRolesError, visibleTo } from "./visibility";

describe("visibleTo", () => {
  it("shows an element to a holder of one listed role and removes it for others", () => {
    expect(visibleTo(["ROLE_EDITOR"], ["ROLE_ADMIN", "ROLE_EDITOR"])).toBe(true);
    expect(visibleTo(["ROLE_EDITOR"], ["ROLE_ADMIN"])).toBe(false);
    expect(visibleTo([], ["ROLE_ADMIN"])).toBe(false);
  });

  it("leaves the element shown for an empty list", () => {
    expect(visibleTo(["ROLE_AGENT"], [])).toBe(true);
  });

  it("raises need roles! when no list is given", () => {
    expect(() => visibleTo(["ROLE_ADMIN"])).toThrow(NeedRolesError);
    expect(() => visibleTo(["ROLE_ADMIN"])).toThrow("need roles!");
  });
});
