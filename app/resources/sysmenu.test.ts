import { addSysMenuSchema, BUTTON_CODES, updateSysMenuSchema } from "#contract/admin/sysmenu";
import { formFields } from "./define";
import { sysMenu } from "./sysmenu";

describe("the menus declaration", () => {
  it("is a tree whose code is set once, with its buttons as a column", () => {
    expect(sysMenu.tree).toEqual({ parentField: "parentId", labelField: "menuName" });
    expect(formFields(sysMenu, true).map(([name]) => name)).not.toContain("menuCode");
    expect(sysMenu.fields.buttons).toMatchObject({ input: "multiselect", options: BUTTON_CODES, column: {} });
    expect(sysMenu.fields.menuStatus.options).toEqual(["0", "1"]);
  });

  it("takes known button codes only, and keeps the buttons of an edit that names none", () => {
    const valid = { menuCode: "sysnews", menuName: "News", menuSequence: "1", menuStatus: "1", buttons: ["add", "export"] };
    expect(addSysMenuSchema.parse(valid)).toMatchObject({ menuStatus: 1, buttons: ["add", "export"] });
    expect(addSysMenuSchema.safeParse({ ...valid, buttons: ["fly"] }).success).toBe(false);
    expect(addSysMenuSchema.safeParse({ ...valid, menuCode: "1abc" }).success).toBe(false);
    expect(updateSysMenuSchema.parse({ ...valid, id: "1" }).buttons).toEqual(["add", "export"]);
    const { buttons: _buttons, ...withoutButtons } = valid;
    expect(updateSysMenuSchema.parse({ ...withoutButtons, id: "1" }).buttons).toBeUndefined();
  });
});
