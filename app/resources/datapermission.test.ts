import { addDataPermissionSchema, dataPermissionCalls } from "#contract/admin/datapermission";
import { sysRolePaths } from "#contract/admin/sysrole";
import { filterFields, intentButton } from "./define";
import { dataPermission } from "./datapermission";

describe("the data permissions declaration", () => {
  it("picks the role among the tenant's roles and the menu among the menus, and filters by both", () => {
    expect(filterFields(dataPermission)).toEqual(["roleCode", "menuCode"]);
    expect(dataPermission.fields.roleCode.source).toEqual({ paths: sysRolePaths, label: "roleName", value: "roleCode" });
    expect(dataPermission.fields.menuCode.source).toMatchObject({ paths: { query: dataPermissionCalls.queryDataPermissionMenu }, value: "menuCode" });
    expect(intentButton(dataPermission, "delete")).toBe("delete");
  });

  it("takes comma-separated field names of letters, digits and '_' only", () => {
    expect(addDataPermissionSchema.parse({ roleCode: "ROLE_X", menuCode: "sysuser", dataField: " mobile , email," }).dataField).toBe("mobile,email");
    expect(addDataPermissionSchema.safeParse({ roleCode: "ROLE_X", menuCode: "sysuser", dataField: "mobile;email" }).success).toBe(false);
    expect(addDataPermissionSchema.safeParse({ roleCode: "ROLE_X", menuCode: "sysuser", dataField: " , " }).success).toBe(false);
    expect(addDataPermissionSchema.safeParse({ roleCode: "", menuCode: "sysuser", dataField: "a" }).success).toBe(false);
  });
});
