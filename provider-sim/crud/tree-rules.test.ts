import { checkParent } from "./tree-rules";

const messages = { self: "self", missing: "missing" };
// root → a → b
const parents = new Map<string, string | null>([
  ["root", null],
  ["a", "root"],
  ["b", "a"],
]);

describe("a tree's parent rule", () => {
  it("takes no parent, or any node outside the record's own branch", () => {
    expect(() => checkParent(parents, null, "a", messages)).not.toThrow();
    expect(() => checkParent(parents, "root", "b", messages)).not.toThrow();
    expect(() => checkParent(parents, "b", undefined, messages)).not.toThrow();
  });

  it("refuses the record itself, a descendant, and a parent that does not exist", () => {
    expect(() => checkParent(parents, "a", "a", messages)).toThrow("self");
    expect(() => checkParent(parents, "b", "root", messages)).toThrow("self");
    expect(() => checkParent(parents, "nowhere", "a", messages)).toThrow("missing");
  });
});
