/** Labels of the audit log screen (`resources.sysauditlog`). */
export const sysAuditLogText = {
  en: {
    title: "Audit log",
    fields: { createTime: "Time", username: "User", action: "Action", entity: "Screen", entityId: "Record", ip: "IP address" },
    changes: "Changes",
    options: { action: { create: "Created", update: "Updated", delete: "Deleted", import: "Imported", authorize: "Granted", assign: "Users assigned", enable: "Enabled", disable: "Disabled", resetPassword: "Password reset", forceLogout: "Forced out", audit: "Reviewed", approve: "Approved", reject: "Rejected", setDefault: "Made default", newSecret: "New secret", register: "Registered", lock: "Locked", updatePassword: "Password changed", updateSysUserDetail: "Profile changed", publish: "Published", withdraw: "Withdrawn", submit: "Submitted", push: "Pushed", retry: "Retried" } },
  },
  zh: {
    title: "操作日志",
    fields: { createTime: "时间", username: "操作人", action: "操作", entity: "模块", entityId: "记录", ip: "IP 地址" },
    changes: "变更内容",
    options: { action: { create: "新增", update: "修改", delete: "删除", import: "导入", authorize: "授权", assign: "分配用户", enable: "启用", disable: "停用", resetPassword: "重置密码", forceLogout: "强制下线", audit: "审核", approve: "通过", reject: "驳回", setDefault: "设为默认", newSecret: "重新生成密钥", register: "注册", lock: "锁定", updatePassword: "修改密码", updateSysUserDetail: "修改资料", publish: "发布", withdraw: "撤回", submit: "提交", push: "推送", retry: "重试" } },
  },
  tw: {
    title: "操作日誌",
    fields: { createTime: "時間", username: "操作人", action: "操作", entity: "模組", entityId: "記錄", ip: "IP 位址" },
    changes: "變更內容",
    options: { action: { create: "新增", update: "修改", delete: "刪除", import: "匯入", authorize: "授權", assign: "分配使用者", enable: "啟用", disable: "停用", resetPassword: "重設密碼", forceLogout: "強制登出", audit: "審核", approve: "通過", reject: "駁回", setDefault: "設為預設", newSecret: "重新產生金鑰", register: "註冊", lock: "鎖定", updatePassword: "修改密碼", updateSysUserDetail: "修改資料", publish: "發布", withdraw: "撤回", submit: "提交", push: "推送", retry: "重試" } },
  },
};
