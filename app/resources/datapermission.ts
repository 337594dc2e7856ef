import {
  addDataPermissionSchema,
  DATA_PERMISSION_SORTABLE,
  dataPermissionMenuPaths,
  dataPermissionPaths,
  dataPermissionSchema,
  updateDataPermissionSchema,
} from "#contract/admin/datapermission";
import { sysRolePaths } from "#contract/admin/sysrole";
import { defineResource } from "./define";

/** Data permissions (SPEC §3, §6): fields of a menu's records hidden from a role. */
export const dataPermission = defineResource({
  name: "datapermission",
  path: "/datapermission",
  paths: dataPermissionPaths,
  row: dataPermissionSchema,
  add: addDataPermissionSchema,
  update: updateDataPermissionSchema,
  fields: {
    roleCode: { input: "select", source: { paths: sysRolePaths, label: "roleName", value: "roleCode" }, column: { width: 200 }, filter: true, exported: true },
    menuCode: { input: "select", source: { paths: dataPermissionMenuPaths, label: "menuName", value: "menuCode" }, column: { width: 220 }, filter: true, exported: true },
    dataField: { input: "text", column: {}, exported: true },
    createTime: { input: "text", readOnly: true, column: { width: 180, format: "datetime" } },
  },
  sortable: DATA_PERMISSION_SORTABLE,
});
