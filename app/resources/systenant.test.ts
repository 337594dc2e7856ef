import { addSysTenantSchema, auditSysTenantSchema } from "#contract/admin/systenant";
import { formFields, intentButton } from "./define";
import { sysTenant } from "./systenant";

describe("tenants declaration", () => {
  it("keeps the code out of the edit form and the application out of both", () => {
    const editable = formFields(sysTenant, true).map(([name]) => name);
    expect(editable).not.toContain("tenantCode");
    expect(editable).not.toContain("applyStatus");
    expect(formFields(sysTenant).map(([name]) => name)).toContain("tenantCode");
    expect(intentButton(sysTenant, "audit")).toBe("audit");
  });

  it("wants 5 digits, a name of 1 to 64, and an end after the start", () => {
    const base = { tenantCode: "20001", tenantName: "A" };
    expect(addSysTenantSchema.safeParse(base).success).toBe(true);
    expect(addSysTenantSchema.safeParse({ ...base, tenantCode: "2001" }).success).toBe(false);
    expect(addSysTenantSchema.safeParse({ ...base, tenantName: "x".repeat(65) }).success).toBe(false);
    expect(addSysTenantSchema.safeParse({ ...base, startTime: "2026-01-02", endTime: "2026-01-02" }).success).toBe(false);
  });

  it("needs a reason to reject", () => {
    expect(auditSysTenantSchema.safeParse({ id: "1", decision: "reject" }).success).toBe(false);
    expect(auditSysTenantSchema.safeParse({ id: "1", decision: "reject", failCause: "x" }).success).toBe(true);
    expect(auditSysTenantSchema.safeParse({ id: "1", decision: "approve" }).success).toBe(true);
  });
});
