/** Labels of the audit log screen (`resources.sysauditlog`). */
export const sysAuditLogText = {
  en: {
    title: "Audit log",
    fields: { createTime: "Time", username: "User", action: "Action", entity: "Screen", entityId: "Record", ip: "IP address" },
    changes: "Changes",
  },
  zh: {
    title: "操作日志",
    fields: { createTime: "时间", username: "操作人", action: "操作", entity: "模块", entityId: "记录", ip: "IP 地址" },
    changes: "变更内容",
  },
  tw: {
    title: "操作日誌",
    fields: { createTime: "時間", username: "操作人", action: "操作", entity: "模組", entityId: "記錄", ip: "IP 位址" },
    changes: "變更內容",
  },
};
