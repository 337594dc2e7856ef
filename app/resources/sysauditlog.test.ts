import { AUDIT_ACTIONS } from "#contract/admin/auditlog";
import { sysAuditLog } from "./sysauditlog";
import { sysAuditLogText } from "./sysauditlog.i18n";

describe("audit log declaration", () => {
  it("is read-only, exportable, and filters by user, action, screen and record", () => {
    expect(sysAuditLog.without).toEqual(["create", "update", "delete", "history"]);
    expect(Object.entries(sysAuditLog.fields).filter(([, f]) => f.filter).map(([name]) => name)).toEqual(["username", "action", "entity", "entityId"]);
    expect(Object.entries(sysAuditLog.fields).filter(([, f]) => f.exported).map(([name]) => name)).toEqual(["createTime", "username", "action", "entity", "entityId", "ip"]);
  });

  it("offers every action the simulator audits, named in each language", () => {
    expect(sysAuditLog.fields.action.options).toEqual(AUDIT_ACTIONS);
    for (const text of [sysAuditLogText.en, sysAuditLogText.zh, sysAuditLogText.tw]) {
      expect(Object.keys(text.options.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
      expect(Object.values(text.options.action).every((label) => label.trim() !== "")).toBe(true);
    }
  });

  it("names a screen by its menu, from the list the data permissions offer", () => {
    expect(sysAuditLog.fields.entity.source).toMatchObject({ label: "menuName", value: "menuCode" });
  });
});
