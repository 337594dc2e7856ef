import { z } from "zod";

/** `GET system/listWorker?appId=`: the app's workers with the figures they last reported. */
export const workerInfoSchema = z.object({
  address: z.string(),
  /** Healthy: reported within the last 30 s. */
  status: z.enum(["ONLINE", "OFFLINE"]),
  lastActiveTime: z.number(),
  cpuCores: z.number(),
  /** Load average, 0 … cpuCores. */
  cpuLoad: z.number(),
  memoryUsedGb: z.number(),
  memoryTotalGb: z.number(),
  diskUsedGb: z.number(),
  diskTotalGb: z.number(),
  runningTasks: z.number(),
  tag: z.string().nullable(),
});
export type WorkerInfo = z.infer<typeof workerInfoSchema>;

/** `GET system/overview?appId=`. */
export const overviewSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  jobCount: z.number(),
  runningInstanceCount: z.number(),
  failedInstanceCount: z.number(),
  /** Epoch ms of the server's clock, and its zone. */
  serverTime: z.number(),
  timezone: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;
