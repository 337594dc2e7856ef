import { addSysOrgSchema, sysOrgCalls } from "#contract/admin/sysorg";
import { exportFields, filterFields, formFields, intentButton } from "./define";
import { sysOrg } from "./sysorg";

describe("the organisations declaration", () => {
  it("is a tree by parent with name and type filters, the types read from queryOrgType", () => {
    expect(sysOrg.tree).toEqual({ parentField: "parentId", labelField: "orgName" });
    expect(filterFields(sysOrg)).toEqual(["orgName", "orgType"]);
    expect(sysOrg.fields.orgType.source).toEqual({ path: sysOrgCalls.queryOrgType, label: "label", value: "value" });
    expect(exportFields(sysOrg)).toEqual(["orgName", "orgType", "orgDescription", "orgSequence"]);
    // The name and description take a wording per UI language beside the one they require.
    expect(formFields(sysOrg).map(([name]) => name)).toEqual([
      "orgName", "orgNameEn", "orgNameZh", "orgNameTw", "orgType",
      "orgDescription", "orgDescriptionEn", "orgDescriptionZh", "orgDescriptionTw", "orgSequence", "parentId",
    ]);
  });

  it("holds SPEC §5's name length and the description's limit", () => {
    const valid = { orgType: "team", orgName: "Night Shift", orgSequence: 1 };
    expect(addSysOrgSchema.safeParse(valid).success).toBe(true);
    expect(addSysOrgSchema.safeParse({ ...valid, orgName: " " }).success).toBe(false);
    expect(addSysOrgSchema.safeParse({ ...valid, orgName: "x".repeat(65) }).success).toBe(false);
    expect(addSysOrgSchema.safeParse({ ...valid, orgDescription: "x".repeat(513) }).success).toBe(false);
  });

  it("maps its intents to the sysorg buttons", () => {
    expect(intentButton(sysOrg, "create")).toBe("add");
    expect(intentButton(sysOrg, "delete")).toBe("delete");
    expect(intentButton(sysOrg, "history")).toBeNull();
  });
});
