import { formOf, keptChecks } from "./checks";

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

describe("formOf", () => {
  it("sends each checked record's id as an entry of its own", () => {
    const body = formOf({ intent: "delete", id: ["913455392795660288", "913455392795660289"] });
    expect(body.getAll("id")).toEqual(["913455392795660288", "913455392795660289"]);
    expect(body.get("intent")).toBe("delete");
  });
});
