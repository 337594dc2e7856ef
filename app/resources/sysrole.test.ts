import { addSysRoleSchema, authorizeUserToRoleSchema, updateSysRoleSchema } from "#contract/admin/sysrole";
import { touchedIds, type GrantNode } from "~/ui/GrantTree";
import { exportFields, filterFields, formFields, intentButton } from "./define";
import { sysRole } from "./sysrole";

describe("the roles declaration", () => {
  it("filters by code and name; the code is set once and never edited", () => {
    expect(filterFields(sysRole)).toEqual(["roleCode", "roleName"]);
    expect(exportFields(sysRole)).toEqual(["roleCode", "roleName", "roleDescription"]);
    const worded = ["roleName", "roleNameEn", "roleNameZh", "roleNameTw", "roleDescription", "roleDescriptionEn", "roleDescriptionZh", "roleDescriptionTw"];
    expect(formFields(sysRole).map(([name]) => name)).toEqual(["roleCode", ...worded]);
    expect(formFields(sysRole, true).map(([name]) => name)).toEqual(worded);
    expect(updateSysRoleSchema.shape).not.toHaveProperty("roleCode");
  });

  it("maps its own actions to the menu's buttons", () => {
    expect(intentButton(sysRole, "authorize")).toBe("authorize");
    expect(intentButton(sysRole, "assign")).toBe("assign");
    expect(intentButton(sysRole, "create")).toBe("add");
  });

  it("holds SPEC §3 and §5 rules: code format, required name, description length, at least one user", () => {
    expect(addSysRoleSchema.safeParse({ roleCode: "ROLE_AUDITOR", roleName: "Auditor" }).success).toBe(true);
    expect(addSysRoleSchema.safeParse({ roleCode: "role_auditor", roleName: "Auditor" }).success).toBe(false);
    expect(addSysRoleSchema.safeParse({ roleCode: "ROLE_X", roleName: "" }).success).toBe(false);
    expect(addSysRoleSchema.safeParse({ roleCode: "ROLE_X", roleName: "X", roleDescription: "d".repeat(513) }).success).toBe(false);
    expect(authorizeUserToRoleSchema.safeParse({ roleId: "1", userIds: [] }).success).toBe(false);
  });
});

describe("the grant tree", () => {
  const tree: GrantNode[] = [
    { id: "1", label: "System", children: [{ id: "2", label: "Users", children: [] }, { id: "3", label: "Roles", children: [] }] },
    { id: "4", label: "Workbench", children: [] },
  ];
  it("grants checked leaves with their ancestors, and nothing of an untouched group", () => {
    expect(touchedIds(tree, new Set(["3"]))).toEqual(["1", "3"]);
    expect(touchedIds(tree, new Set(["4"]))).toEqual(["4"]);
    expect(touchedIds(tree, new Set())).toEqual([]);
  });
});
