import { addWeChatModuleSchema, updateWeChatModuleSchema, wechatMessages as wm, wechatModulePaths } from "../../contract/business/wechat";
import { wechatModules } from "../../db/schema";
import type { Text } from "../crud/export-text";
import type { CrudResource } from "../crud/resource";
import { ascending } from "../paging";
import type { SimResource } from "./resource";

const MODULE_TYPE: Record<string, Text> = {
  menu: { en: "Menu", zh: "菜单", tw: "選單" },
  template: { en: "Template message", zh: "模板消息", tw: "範本訊息" },
  reply: { en: "Auto reply", zh: "自动回复", tw: "自動回覆" },
  page: { en: "Web page", zh: "网页", tw: "網頁" },
};

const crud: CrudResource = {
  menuCode: "weChatModuleManagement",
  title: { en: "WeChat modules", zh: "公众号模块", tw: "公眾號模組" },
  paths: wechatModulePaths,
  table: wechatModules,
  addSchema: addWeChatModuleSchema,
  updateSchema: updateWeChatModuleSchema,
  filters: {
    code: { column: wechatModules.code, match: "contains" },
    name: { column: wechatModules.name, match: "contains" },
    type: { column: wechatModules.type, match: "equals" },
  },
  sortable: { code: wechatModules.code, name: wechatModules.name, type: wechatModules.type, createTime: wechatModules.createTime },
  defaultOrder: [ascending(wechatModules.code)],
  exportColumns: [
    { field: "code", header: { en: "Code", zh: "编码", tw: "編碼" } },
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "type", header: { en: "Type", zh: "类型", tw: "類型" }, kind: { labels: MODULE_TYPE } },
    { field: "remark", header: { en: "Remark", zh: "备注", tw: "備註" } },
  ],
  unique: { field: "code", column: wechatModules.code, message: wm.moduleCodeTaken },
};

/** Public-account modules (/weChatModuleManagement). */
export const wechatModule: SimResource = { bases: [wechatModulePaths.base], crud };
