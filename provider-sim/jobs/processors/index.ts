import type { ProcessorName } from "../../../contract/jobs/values";
import { cleanExpiredSessions } from "./clean-sessions";
import { recomputeDashboardCounts } from "./dashboard-counts";
import { checkExpiringPowersOfAttorney } from "./expiring-poa";
import { countGoodsByHsChapter } from "./goods-by-chapter";
import { purgeAuditLog } from "./purge-audit";
import { sleepOrFail } from "./sleep-or-fail";
import type { Processor } from "./types";

/** The processors the simulator's workers carry, by the name a job's processorInfo gives. */
export const PROCESSORS: Record<ProcessorName, Processor> = {
  cleanExpiredSessions,
  purgeAuditLog,
  recomputeDashboardCounts,
  checkExpiringPowersOfAttorney,
  countGoodsByHsChapter,
  sleepOrFail,
};

export function processorOf(name: string): Processor | undefined {
  return Object.hasOwn(PROCESSORS, name) ? PROCESSORS[name as ProcessorName] : undefined;
}
