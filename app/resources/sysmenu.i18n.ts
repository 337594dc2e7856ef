import { MENU_CODE_RULE, sysMenuMessages as mm } from "#contract/admin/sysmenu";
import type { ResourceText } from "./resources.i18n";

const buttons = {
  en: { add: "Add", update: "Edit", delete: "Delete", export: "Export", import: "Import", authorize: "Authorize", audit: "Audit", assign: "Assign", status: "Enable / disable", resetPassword: "Reset password", forceLogout: "Force logout", deploy: "Deploy" },
  zh: { add: "新增", update: "编辑", delete: "删除", export: "导出", import: "导入", authorize: "授权", audit: "审核", assign: "分配", status: "启用/停用", resetPassword: "重置密码", forceLogout: "强制下线", deploy: "部署" },
  tw: { add: "新增", update: "編輯", delete: "刪除", export: "匯出", import: "匯入", authorize: "授權", audit: "審核", assign: "分配", status: "啟用/停用", resetPassword: "重設密碼", forceLogout: "強制登出", deploy: "部署" },
};

/** Labels of the menus screen (`resources.sysmenu`) and its provider messages. */
export const sysMenuText: ResourceText = {
  en: {
    title: "Menus",
    fields: {
      menuName: "Name", menuCode: "Code", menuNameEn: "English name", menuNameZh: "Simplified Chinese name", menuNameTw: "Traditional Chinese name",
      menuIcon: "Icon", menuPath: "Path", menuComponent: "Component", menuSequence: "Sequence", menuStatus: "Status", parentId: "Parent menu", buttons: "Buttons",
    },
    options: { menuStatus: { "0": "Shown", "1": "Hidden" }, buttons: buttons.en },
  },
  zh: {
    title: "菜单管理",
    fields: {
      menuName: "菜单名称", menuCode: "菜单编码", menuNameEn: "英文名称", menuNameZh: "简体中文名称", menuNameTw: "繁体中文名称",
      menuIcon: "图标", menuPath: "路径", menuComponent: "组件", menuSequence: "排序", menuStatus: "状态", parentId: "上级菜单", buttons: "按钮",
    },
    options: { menuStatus: { "0": "显示", "1": "隐藏" }, buttons: buttons.zh },
  },
  tw: {
    title: "選單管理",
    fields: {
      menuName: "選單名稱", menuCode: "選單編碼", menuNameEn: "英文名稱", menuNameZh: "簡體中文名稱", menuNameTw: "繁體中文名稱",
      menuIcon: "圖示", menuPath: "路徑", menuComponent: "元件", menuSequence: "排序", menuStatus: "狀態", parentId: "上級選單", buttons: "按鈕",
    },
    options: { menuStatus: { "0": "顯示", "1": "隱藏" }, buttons: buttons.tw },
  },
  provider: {
    zh: {
      [mm.codeTaken]: "已存在相同编码的菜单",
      [mm.parentIsSelf]: "菜单不能位于自身或其下级菜单之下",
      [mm.parentNotFound]: "上级菜单不存在",
      [mm.hasChildren]: "请先删除下级菜单",
      [MENU_CODE_RULE]: "菜单编码只能包含字母、数字、“_”和“-”，并以字母开头",
    },
    tw: {
      [mm.codeTaken]: "已存在相同編碼的選單",
      [mm.parentIsSelf]: "選單不能位於自身或其下級選單之下",
      [mm.parentNotFound]: "上級選單不存在",
      [mm.hasChildren]: "請先刪除下級選單",
      [MENU_CODE_RULE]: "選單編碼只能包含字母、數字、「_」和「-」，並以字母開頭",
    },
  },
};
