import { keptChecks } from "./checks";

describe("keptChecks", () => {
  it("keeps the checked rows that are still listed and drops the others", () => {
    const listed = new Set(["2", "3"]);
    expect([...keptChecks(new Set(["1", "2"]), (id) => listed.has(id))]).toEqual(["2"]);
    expect(keptChecks(new Set(["1"]), (id) => listed.has(id)).size).toBe(0);
  });

  it("hands back the same set when every checked row is still listed", () => {
    const before = new Set(["2", "3"]);
    expect(keptChecks(before, () => true)).toBe(before);
  });
});
