import {
  addWeChatConfigSchema,
  updateWeChatConfigSchema,
  WECHAT_CONFIG_SORTABLE,
  WECHAT_CONFIG_STATUSES,
  WECHAT_CONFIG_STEPS,
  WECHAT_MODULE_SORTABLE,
  WECHAT_MODULE_TYPES,
  addWeChatModuleSchema,
  updateWeChatModuleSchema,
  wechatConfigPaths,
  wechatConfigSchema,
  wechatModulePaths,
  wechatModuleSchema,
} from "#contract/business/wechat";
import { defineResource, stepsFrom } from "./define";

/**
 * WeChat public accounts (/weChatManagement): the AppSecret is written, never read back (the row
 * says only whether one is set); an account is submitted, then approved or rejected with a reason.
 */
export const weChatManagement = defineResource({
  name: "weChatManagement",
  path: "/weChatManagement",
  paths: wechatConfigPaths,
  row: wechatConfigSchema,
  add: addWeChatConfigSchema,
  update: updateWeChatConfigSchema,
  fields: {
    name: { input: "text", column: { width: 200 }, filter: true, exported: true },
    appKey: { input: "text", column: { width: 190 }, filter: true, exported: true },
    // Drawn by the route as "set" or "not set"; the provider never sends the secret itself.
    secretState: { input: "select", options: ["set", "unset"], column: { width: 110, tone: { set: "green", unset: "gray" } } },
    appSecret: { input: "password" },
    routeUrl: { input: "text", exported: true },
    templateId: { input: "text", column: { width: 150 }, exported: true },
    status: { input: "select", options: WECHAT_CONFIG_STATUSES, readOnly: true, filter: true, exported: true, column: { width: 120, tone: { draft: "gray", submitted: "blue", approved: "green", rejected: "red" } } },
    submitter: { input: "text", readOnly: true, column: { width: 110 } },
    auditor: { input: "text", readOnly: true, column: { width: 110 } },
    auditTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
    auditReason: { input: "text", readOnly: true, column: { width: 200 } },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: WECHAT_CONFIG_SORTABLE,
  actions: [
    { intent: "submit", button: "update", records: "one", row: true, confirm: true },
    { intent: "audit", button: "update", records: "one", row: true, dialog: true },
  ],
  flow: { field: "status", from: stepsFrom(WECHAT_CONFIG_STEPS) },
});

/** Public-account modules (/weChatModuleManagement): code, name, type and remark. */
export const weChatModuleManagement = defineResource({
  name: "weChatModuleManagement",
  path: "/weChatModuleManagement",
  paths: wechatModulePaths,
  row: wechatModuleSchema,
  add: addWeChatModuleSchema,
  update: updateWeChatModuleSchema,
  fields: {
    code: { input: "text", column: { width: 160 }, filter: true, exported: true },
    name: { input: "text", column: { width: 220 }, filter: true, exported: true },
    type: { input: "select", options: WECHAT_MODULE_TYPES, column: { width: 150 }, filter: true, exported: true },
    remark: { input: "textarea", column: { width: 260 }, exported: true },
  },
  sortable: WECHAT_MODULE_SORTABLE,
});
