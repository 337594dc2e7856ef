import { addSysParamSchema } from "#contract/admin/sysparam";
import { addSysPostSchema } from "#contract/admin/syspost";
import { addClassifyOrderSchema } from "#contract/customs/classification";
import { addDeclarationSchema } from "#contract/customs/declaration";
import { constraintsOf, zodValidate } from "./constraints";
import { listSearch, parseListState, providerQuery, rowNumber, withChange } from "./list-state";
import { rowsCheckable } from "./define";
import { sysAuditLog } from "./sysauditlog";
import { sysParam } from "./sysparam";

describe("list state in the URL", () => {
  it("parses page, size, whitelisted sorter and filters, and falls back on the rest", () => {
    const state = parseListState(sysParam, new URLSearchParams("currentPage=3&pageSize=20&sorter=paramKey_descend&paramName=验证&paramValue=x"));
    expect(state).toEqual({ currentPage: 3, pageSize: 20, sorter: { field: "paramKey", order: "descend" }, filters: { paramName: "验证" } });
    const odd = parseListState(sysParam, new URLSearchParams("currentPage=-2&pageSize=1000&sorter=paramValue_ascend"));
    expect(odd).toEqual({ currentPage: 1, pageSize: 10, sorter: undefined, filters: {} });
  });

  it("writes the state back to a short URL and a provider query", () => {
    const state = parseListState(sysParam, new URLSearchParams("currentPage=2&sorter=paramName_ascend&paramKey=sys"));
    expect(listSearch(state)).toBe("?paramKey=sys&currentPage=2&sorter=paramName_ascend");
    expect(providerQuery(state)).toEqual({ currentPage: 2, pageSize: 10, sorter: "paramName_ascend", paramKey: "sys" });
  });

  it("returns to page 1 when the size or the filters change (SPEC §4)", () => {
    const state = parseListState(sysParam, new URLSearchParams("currentPage=4"));
    expect(withChange(state, { pageSize: 30 }).currentPage).toBe(1);
    expect(withChange(state, { filters: { paramName: "a" } }).currentPage).toBe(1);
    expect(withChange(state, { currentPage: 5 }).currentPage).toBe(5);
  });

  it("numbers rows (page-1)*pageSize+index+1 (SPEC §2)", () => {
    expect(rowNumber({ currentPage: 3, pageSize: 20 }, 4)).toBe(45);
  });
});

describe("rules written once", () => {
  it("gives the inputs the contract's limits", () => {
    expect(constraintsOf(addSysParamSchema)).toEqual({
      paramName: { required: true, maxLength: 64 },
      // The name per UI language: optional, as long as the name.
      paramNameEn: { maxLength: 64 },
      paramNameZh: { maxLength: 64 },
      paramNameTw: { maxLength: 64 },
      paramKey: { required: true, maxLength: 100 },
      paramValue: { required: true, maxLength: 512 },
    });
    expect(constraintsOf(addSysPostSchema).postSequence).toMatchObject({ min: 0, max: 99999 });
    expect(constraintsOf(addSysPostSchema).parentId.required).toBeUndefined();
    // A choice that must be made, and a list that must name one, are marked required too.
    expect(constraintsOf(addDeclarationSchema).direction.required).toBe(true);
    expect(constraintsOf(addClassifyOrderSchema).jurisdictions.required).toBe(true);
    expect(constraintsOf(addDeclarationSchema).conveyance.required).toBeUndefined();
  });

  it("validates the form with the contract's schema", () => {
    const validate = zodValidate(addSysParamSchema);
    expect(validate({ paramName: "", paramKey: "1bad", paramValue: "v" })).toEqual({
      paramName: "this field is required",
      paramKey: "key may hold letters, digits, '.', '_' and '-', starting with a letter",
    });
    expect(validate({ paramName: "n", paramKey: "a.b", paramValue: "v" })).toEqual({});
  });
});

describe("checkable rows", () => {
  it("offers checkboxes where a delete, the history or an action takes checked rows, and none on a read-only list", () => {
    expect(rowsCheckable(sysParam)).toBe(true);
    expect(rowsCheckable(sysAuditLog)).toBe(false);
    expect(rowsCheckable({ without: ["create", "update", "delete", "history"], actions: [{ intent: "kick", button: "kick", records: "some" }] })).toBe(true);
    expect(rowsCheckable({ without: ["create", "update", "delete", "history"], actions: [{ intent: "refresh", button: "refresh", records: "none" }] })).toBe(false);
  });
});
