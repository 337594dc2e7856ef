import { grantMessages } from "#contract/admin/grants";
import { sysRoleMessages as m } from "#contract/admin/sysrole";

/** Labels of the roles screen and its grant and assign dialogs (`resources.sysrole`). */
export const sysRoleText = {
  en: {
    title: "Roles",
    fields: { roleCode: "Code", roleName: "Name", roleDescription: "Description", updateTime: "Updated" },
    actions: { authorize: "Grant", assign: "Assign users" },
    grant: {
      title: "Grant to {{role}}",
      menus: "Menus",
      buttons: "Buttons",
      urls: "Interfaces",
      noButtons: "Grant a menu first: its buttons show here.",
      filter: "Filter interfaces",
      saved: "Grants saved.",
    },
    assign: { title: "Users of {{role}}", users: "Users", placeholder: "Search users", saved: "Users assigned." },
  },
  zh: {
    title: "角色管理",
    fields: { roleCode: "角色编码", roleName: "角色名称", roleDescription: "角色描述", updateTime: "更新时间" },
    actions: { authorize: "授权", assign: "分配用户" },
    grant: {
      title: "为 {{role}} 授权",
      menus: "菜单",
      buttons: "按钮",
      urls: "接口",
      noButtons: "请先授权菜单，其按钮将显示在这里。",
      filter: "筛选接口",
      saved: "授权已保存。",
    },
    assign: { title: "{{role}} 的用户", users: "用户", placeholder: "搜索用户", saved: "用户已分配。" },
  },
  tw: {
    title: "角色管理",
    fields: { roleCode: "角色編碼", roleName: "角色名稱", roleDescription: "角色描述", updateTime: "更新時間" },
    actions: { authorize: "授權", assign: "分配使用者" },
    grant: {
      title: "為 {{role}} 授權",
      menus: "選單",
      buttons: "按鈕",
      urls: "介面",
      noButtons: "請先授權選單，其按鈕將顯示在這裡。",
      filter: "篩選介面",
      saved: "授權已儲存。",
    },
    assign: { title: "{{role}} 的使用者", users: "使用者", placeholder: "搜尋使用者", saved: "使用者已分配。" },
  },
  provider: {
    zh: {
      [m.roleCodeTaken]: "已存在相同编码的角色",
      [m.roleInUse]: "该角色仍分配给用户，不能删除",
      [m.adminRoleKept]: "管理员角色不能删除",
      [m.adminRoleReserved]: "只有管理员可以修改管理员角色",
      [m.ownAdminRoleKept]: "不能移除自己的管理员角色",
      [m.selectUsers]: "请至少选择一个用户",
      [m.roleCodeRule]: "角色编码只能包含大写字母、数字和“_”，并以字母开头",
      [grantMessages.notGrantable]: "只能授予自己角色拥有的权限",
    },
    tw: {
      [m.roleCodeTaken]: "已存在相同編碼的角色",
      [m.roleInUse]: "該角色仍分配給使用者，不能刪除",
      [m.adminRoleKept]: "管理員角色不能刪除",
      [m.adminRoleReserved]: "只有管理員可以修改管理員角色",
      [m.ownAdminRoleKept]: "不能移除自己的管理員角色",
      [m.selectUsers]: "請至少選擇一個使用者",
      [m.roleCodeRule]: "角色編碼只能包含大寫字母、數字和「_」，並以字母開頭",
      [grantMessages.notGrantable]: "只能授予自己角色擁有的權限",
    },
  },
};
