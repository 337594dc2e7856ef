import { addAppClientSchema, appClientSchema } from "#contract/admin/appclient";
import { formFields, intentButton } from "./define";
import { appClient } from "./appclient";

describe("app clients declaration", () => {
  it("is keyed and deleted by clientId, which only the add form holds", () => {
    expect(appClient.deleteBy).toBe("clientId");
    expect(formFields(appClient, true).map(([name]) => name)).not.toContain("clientId");
    expect(intentButton(appClient, "newSecret")).toBe("update");
  });

  it("checks grant types and token lifetimes, and a listed row has no secret", () => {
    const base = { clientId: "erp", authorizedGrantTypes: ["password"], scope: "ui", accessTokenValidity: "600", refreshTokenValidity: "0", autoApprove: "false" };
    expect(addAppClientSchema.safeParse(base).success).toBe(true);
    expect(addAppClientSchema.safeParse({ ...base, authorizedGrantTypes: [] }).success).toBe(false);
    expect(addAppClientSchema.safeParse({ ...base, authorizedGrantTypes: ["implicit"] }).success).toBe(false);
    expect(addAppClientSchema.safeParse({ ...base, accessTokenValidity: "10" }).success).toBe(false);
    expect(Object.keys(appClientSchema.shape)).not.toContain("clientSecret");
  });
});
