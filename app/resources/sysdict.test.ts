import { addSysDictSchema } from "#contract/admin/sysdict";
import { filterFields, formFields } from "./define";
import { sysDict } from "./sysdict";

describe("the dictionaries declaration", () => {
  it("is a tree of types and entries, searched by name and type, with a private switch", () => {
    expect(sysDict.tree).toEqual({ parentField: "parentId", labelField: "dictName" });
    expect(filterFields(sysDict)).toEqual(["dictName", "dictType"]);
    expect(sysDict.fields.isPrivate.input).toBe("switch");
    expect(formFields(sysDict).map(([name]) => name)).toEqual(["dictName", "dictNameEn", "dictNameZh", "dictNameTw", "dictType", "dictValue", "dictSequence", "parentId", "isPrivate"]);
  });

  it("reads the switch as the form sends it, and requires type, name and value", () => {
    const valid = { dictType: "colour", dictName: "Red", dictValue: "red", dictSequence: "1" };
    expect(addSysDictSchema.parse({ ...valid, isPrivate: "true" }).isPrivate).toBe(true);
    expect(addSysDictSchema.parse({ ...valid, isPrivate: "false" }).isPrivate).toBe(false);
    expect(addSysDictSchema.parse(valid).isPrivate).toBe(false);
    for (const field of ["dictType", "dictName", "dictValue"]) expect(addSysDictSchema.safeParse({ ...valid, [field]: "" }).success).toBe(false);
  });
});
