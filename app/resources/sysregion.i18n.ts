import { REGION_CODE_RULE, sysRegionMessages as gm } from "#contract/admin/sysregion";
import type { ResourceText } from "./resources.i18n";

const NAME_RULE = "region name must be 2 to 40 characters";

/** Labels of the regions screen (`resources.sysregion`) and its provider messages. */
export const sysRegionText: ResourceText = {
  en: {
    title: "Regions",
    fields: { regionName: "Name", regionCode: "Code", regionType: "Type", parentRegionCode: "Parent code", updateTime: "Updated" },
    children: "Sub-regions",
    under: "Sub-regions of {{name}} ({{code}})",
    up: "Up one level",
    all: "All regions",
  },
  zh: {
    title: "区域管理",
    fields: { regionName: "区域名称", regionCode: "区域编码", regionType: "区域类型", parentRegionCode: "上级区域编码", updateTime: "更新时间" },
    children: "下级区域",
    under: "{{name}}（{{code}}）的下级区域",
    up: "返回上一级",
    all: "全部区域",
  },
  tw: {
    title: "區域管理",
    fields: { regionName: "區域名稱", regionCode: "區域編碼", regionType: "區域類型", parentRegionCode: "上級區域編碼", updateTime: "更新時間" },
    children: "下級區域",
    under: "{{name}}（{{code}}）的下級區域",
    up: "返回上一級",
    all: "全部區域",
  },
  provider: {
    zh: {
      [gm.codeTaken]: "已存在相同编码的区域",
      [gm.parentNotFound]: "上级区域不存在",
      [gm.parentIsSelf]: "区域不能位于自身或其下级区域之下",
      [gm.hasChildren]: "请先删除下级区域",
      [REGION_CODE_RULE]: "区域编码须为 6 到 20 位数字",
      [NAME_RULE]: "区域名称须为 2 到 40 个字符",
    },
    tw: {
      [gm.codeTaken]: "已存在相同編碼的區域",
      [gm.parentNotFound]: "上級區域不存在",
      [gm.parentIsSelf]: "區域不能位於自身或其下級區域之下",
      [gm.hasChildren]: "請先刪除下級區域",
      [REGION_CODE_RULE]: "區域編碼須為 6 到 20 位數字",
      [NAME_RULE]: "區域名稱須為 2 到 40 個字元",
    },
  },
};
