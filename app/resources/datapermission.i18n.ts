import { dataPermissionMessages as m } from "#contract/admin/datapermission";

/** Labels of the data permissions screen (`resources.datapermission`). */
export const dataPermissionText = {
  en: { title: "Data permissions", fields: { roleCode: "Role", menuCode: "Menu", dataField: "Hidden fields", createTime: "Created" } },
  zh: { title: "数据权限", fields: { roleCode: "角色", menuCode: "菜单", dataField: "过滤字段", createTime: "创建时间" } },
  tw: { title: "資料權限", fields: { roleCode: "角色", menuCode: "選單", dataField: "過濾欄位", createTime: "建立時間" } },
  provider: {
    zh: {
      [m.ruleTaken]: "该角色在此菜单上已有数据权限",
      [m.roleNotFound]: "角色不存在",
      [m.menuNotFound]: "菜单不存在",
      [m.fieldRule]: "字段名只能包含字母、数字和“_”，以逗号分隔",
    },
    tw: {
      [m.ruleTaken]: "該角色在此選單上已有資料權限",
      [m.roleNotFound]: "角色不存在",
      [m.menuNotFound]: "選單不存在",
      [m.fieldRule]: "欄位名只能包含字母、數字和「_」，以逗號分隔",
    },
  },
};
