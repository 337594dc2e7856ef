import { z } from "zod";
import { jobIdSchema } from "./envelope";
import { jobMessages } from "./messages";

/** `POST appInfo/list {}`: the tenant's apps, all of them (a handful per tenant). */
export const listAppsSchema = z.object({ keyword: z.string().trim().max(64).optional() });

export const appNameSchema = z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, jobMessages.appNameShape);

/** `POST appInfo/save`: without id a new app; workerCount is the size of its worker pool. */
export const saveAppSchema = z.object({
  id: jobIdSchema.optional(),
  appName: appNameSchema,
  description: z.string().trim().max(200).optional().nullable(),
  workerCount: z.coerce.number().int().min(1).max(8).default(2),
});
export type SaveApp = z.infer<typeof saveAppSchema>;

/** `POST appInfo/delete?appId=`. */
export const appIdQuerySchema = z.object({ appId: jobIdSchema });

export const appInfoSchema = z.object({
  id: z.string(),
  appName: z.string(),
  description: z.string().nullable(),
  workerCount: z.number(),
  onlineWorkers: z.number(),
  jobCount: z.number(),
  createTime: z.number(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
