import type { Db } from "../../db/client";
import { jobInstanceLogs, type jobInstances, type jobInfos } from "../../db/schema";

export type InstanceRow = typeof jobInstances.$inferSelect;
export type JobRow = typeof jobInfos.$inferSelect;
export type LogLevel = "INFO" | "WARN" | "ERROR";

/** What the engine's parts share: the tenant-guarded database and the simulator's clock. */
export interface EngineCore {
  db: Db;
  now: () => number;
}

/** Appends one line to an instance's log. */
export function writeLog(core: EngineCore, instance: Pick<InstanceRow, "id" | "tenantCode">, line: string, level: LogLevel = "INFO", workerAddress: string | null = null): void {
  core.db
    .insert(jobInstanceLogs)
    .values({ tenantCode: instance.tenantCode, instanceId: instance.id, time: core.now(), level, workerAddress, line })
    .run();
}
