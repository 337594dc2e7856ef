import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** Data permissions (SPEC §3, §6): fields of a menu's records hidden from a role, one rule per role and menu. */
export const dataPermissionPaths = resourcePaths("admin", "DataPermission");

export const dataPermissionCalls = {
  /** The menus a rule can name, as a page of `{menuCode, menuName}` (the menu select). */
  queryDataPermissionMenu: `${dataPermissionPaths.base}/queryDataPermissionMenu`,
} as const;

export const dataPermissionMessages = {
  ruleTaken: "this role already has a data permission on this menu",
  roleNotFound: "the role does not exist",
  menuNotFound: "the menu does not exist",
  fieldRule: "fields are names of letters, digits and '_', separated by commas",
} as const;

export const dataPermissionFields = {
  roleCode: z.string().trim().min(1, m.required).max(64, m.tooLong),
  menuCode: z.string().trim().min(1, m.required).max(64, m.tooLong),
  dataField: z
    .string()
    .transform((v) => v.split(",").map((f) => f.trim()).filter(Boolean).join(","))
    .pipe(z.string().min(1, m.required).max(512, m.tooLong).regex(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$/, dataPermissionMessages.fieldRule)),
};

export const addDataPermissionSchema = z.object(dataPermissionFields);
export const updateDataPermissionSchema = addDataPermissionSchema.extend({ id: idSchema });

export const dataPermissionSchema = z.object({
  id: idSchema,
  roleCode: z.string(),
  menuCode: z.string(),
  dataField: z.string(),
  tenantCode: z.string().optional(),
  createTime: timeSchema,
});
export type DataPermission = z.infer<typeof dataPermissionSchema>;

export const DATA_PERMISSION_SORTABLE = ["roleCode", "menuCode", "createTime"] as const;

export const dataPermissionQuerySchema = pageQuerySchema.extend({
  roleCode: z.string().trim().max(64).optional(),
  menuCode: z.string().trim().max(64).optional(),
});

/** The menu select's source: `queryDataPermissionMenu` answers pages like a resource's list. */
export const dataPermissionMenuPaths = { ...dataPermissionPaths, query: dataPermissionCalls.queryDataPermissionMenu };
