import { commitUserAuthSchema } from "../contract/admin/userauth";
import { buildMembers } from "./members";
import { buildTenants } from "./tenants";
import { buildUsers } from "./users";

const members = buildMembers(buildUsers("hash", buildTenants("123456"), (code) => code));

describe("the members' seeded book", () => {
  it("holds identity requests that pass the member's own form", () => {
    for (const row of members.userAuthRows) {
      const parsed = commitUserAuthSchema.safeParse({ ...row, email: row.email ?? "x@example.com" });
      expect(parsed.error?.issues ?? [], `${row.realName} ${row.idcardNo} ${row.orgIdcardNo}`).toEqual([]);
    }
  });

  it("fills every review screen with more than a page of requests", () => {
    const count = (keep: (row: (typeof members.userAuthRows)[number]) => boolean) => members.userAuthRows.filter(keep).length;
    expect(count((r) => r.authType === "enterprise" && r.approvalStatus === "approved")).toBeGreaterThanOrEqual(25);
    expect(count((r) => r.authType === "personal" && r.approvalStatus === "approved")).toBeGreaterThanOrEqual(25);
    expect(count((r) => r.approvalStatus === "pending")).toBeGreaterThanOrEqual(25);
    expect(count((r) => r.approvalStatus === "rejected")).toBeGreaterThanOrEqual(25);
    expect(new Set(members.userAuthRows.map((r) => r.userId)).size).toBe(members.userAuthRows.length);
  });
});
