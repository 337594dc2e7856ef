import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { resourceMessages as m, resourcePaths, timeSchema } from "./resource";

/** Interface permissions (SPEC §3 url): the platform's sys_url rows, granted to roles per tenant. */
export const sysUrlPaths = resourcePaths("admin", "SysUrl");

export const sysUrlCalls = {
  queryRoleIdByUrlId: `${sysUrlPaths.base}/queryRoleIdByUrlId`,
  authorizeRoleToUrl: `${sysUrlPaths.base}/authorizeRoleToUrl`,
} as const;

export const sysUrlMessages = {
  urlTaken: "this interface is already registered for this method",
  urlRule: "url must start with '/'",
} as const;

export const URL_METHODS = ["*", "GET", "POST", "PUT", "DELETE"] as const;

export const sysUrlFields = {
  url: z.string().trim().min(1, m.required).max(255, m.tooLong).regex(/^\/\S*$/, sysUrlMessages.urlRule),
  method: z.enum(URL_METHODS, { error: m.required }),
  description: z.string().trim().max(255, m.tooLong).nullish(),
};

export const addSysUrlSchema = z.object(sysUrlFields);
export const updateSysUrlSchema = addSysUrlSchema.extend({ id: idSchema });

export const sysUrlSchema = z.object({
  id: idSchema,
  url: z.string(),
  method: z.string(),
  description: z.string().nullish(),
  createTime: timeSchema,
});
export type SysUrl = z.infer<typeof sysUrlSchema>;

export const SYS_URL_SORTABLE = ["url", "method", "createTime"] as const;

export const sysUrlQuerySchema = pageQuerySchema.extend({
  url: z.string().trim().max(255).optional(),
  description: z.string().trim().max(255).optional(),
});

export const urlIdQuerySchema = z.object({ urlId: idSchema });
/** `authorizeRoleToUrl`: the tenant's roles that hold the interface from now on (none revokes it). */
export const authorizeRoleToUrlSchema = z.object({ urlId: idSchema, roleIds: z.array(idSchema).max(5000) });
