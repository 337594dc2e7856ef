import { sysOrgMessages } from "#contract/admin/sysorg";
import type { ResourceText } from "./resources.i18n";

/** Labels of the organisations screen (`resources.sysorg`) and its provider messages. */
export const sysOrgText: ResourceText = {
  en: {
    title: "Organisations",
    fields: { orgName: "Name", orgNameEn: "English name", orgNameZh: "Simplified Chinese name", orgNameTw: "Traditional Chinese name", orgType: "Type", orgDescription: "Description", orgDescriptionEn: "English description", orgDescriptionZh: "Simplified Chinese description", orgDescriptionTw: "Traditional Chinese description", orgSequence: "Sequence", parentId: "Parent organisation", updateTime: "Updated" },
  },
  zh: {
    title: "组织管理",
    fields: { orgName: "组织名称", orgNameEn: "英文名称", orgNameZh: "简体中文名称", orgNameTw: "繁体中文名称", orgType: "组织类型", orgDescription: "组织描述", orgDescriptionEn: "英文描述", orgDescriptionZh: "简体中文描述", orgDescriptionTw: "繁体中文描述", orgSequence: "排序", parentId: "上级组织", updateTime: "更新时间" },
  },
  tw: {
    title: "組織管理",
    fields: { orgName: "組織名稱", orgNameEn: "英文名稱", orgNameZh: "簡體中文名稱", orgNameTw: "繁體中文名稱", orgType: "組織類型", orgDescription: "組織描述", orgDescriptionEn: "英文描述", orgDescriptionZh: "簡體中文描述", orgDescriptionTw: "繁體中文描述", orgSequence: "排序", parentId: "上級組織", updateTime: "更新時間" },
  },
  provider: {
    zh: {
      [sysOrgMessages.parentIsSelf]: "组织不能以自身或下级为上级",
      [sysOrgMessages.parentNotFound]: "上级组织不存在",
      [sysOrgMessages.hasChildren]: "请先删除下级组织",
      [sysOrgMessages.hasUsers]: "该组织下仍有用户",
    },
    tw: {
      [sysOrgMessages.parentIsSelf]: "組織不能以自身或下級為上級",
      [sysOrgMessages.parentNotFound]: "上級組織不存在",
      [sysOrgMessages.hasChildren]: "請先刪除下級組織",
      [sysOrgMessages.hasUsers]: "該組織下仍有使用者",
    },
  },
};
