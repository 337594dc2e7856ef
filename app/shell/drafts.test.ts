import { draftChanges, draftKey, parseDraft } from "./drafts";

describe("draftKey", () => {
  it("follows the tab's case-insensitive pathname", () => {
    expect(draftKey("/SysUser/")).toBe("tabDraft:/sysuser");
    expect(draftKey("/sysuser")).toBe(draftKey("/SYSUSER"));
  });
});

describe("draftChanges", () => {
  const baseline = { name: "", status: "1", agree: false, roles: ["a"] };

  it("is empty while nothing differs from the page as first drawn", () => {
    expect(draftChanges({ ...baseline, roles: ["a"] }, baseline)).toEqual({});
  });

  it("keeps only the fields that changed", () => {
    expect(draftChanges({ name: "Ann", status: "1", agree: true, roles: ["a", "b"] }, baseline)).toEqual({
      name: "Ann",
      agree: true,
      roles: ["a", "b"],
    });
  });

  it("leaves out fields whose first value is unknown", () => {
    expect(draftChanges({ name: "", lateField: "x" }, baseline)).toEqual({});
  });
});

describe("parseDraft", () => {
  it("reads a stored draft", () => {
    const draft = { name: "Ann", agree: true, roles: ["a"] };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it("gives null for nothing, junk or an empty draft", () => {
    for (const junk of [null, "", "{", "[]", '"x"', "{}", '{"a":1}', '{"a":[1]}', '{"a":null}']) {
      expect(parseDraft(junk)).toBeNull();
    }
  });
});
