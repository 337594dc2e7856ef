/** PowerJob's value sets (PROVIDER-API.md §"Job scheduling"), shared by the simulator and the screens. */

export const TIME_EXPRESSION_TYPES = ["API", "CRON", "FIXED_RATE", "FIXED_DELAY", "WORKFLOW"] as const;
export type TimeExpressionType = (typeof TIME_EXPRESSION_TYPES)[number];

export const EXECUTE_TYPES = ["STANDALONE", "BROADCAST", "MAP", "MAP_REDUCE"] as const;
export type ExecuteType = (typeof EXECUTE_TYPES)[number];

export const PROCESSOR_TYPES = ["BUILT_IN", "EXTERNAL"] as const;
export type ProcessorType = (typeof PROCESSOR_TYPES)[number];

export const DISPATCH_STRATEGIES = ["HEALTH_FIRST", "RANDOM", "SPECIFY"] as const;
export type DispatchStrategy = (typeof DISPATCH_STRATEGIES)[number];

/** Instance (and task) statuses by PowerJob's numbers. */
export const INSTANCE_STATUS = {
  WAITING_DISPATCH: 1,
  WAITING_WORKER_RECEIVE: 2,
  RUNNING: 3,
  FAILED: 4,
  SUCCESS: 5,
  CANCELED: 9,
  STOPPED: 10,
} as const;
export type InstanceStatusName = keyof typeof INSTANCE_STATUS;
export type InstanceStatus = (typeof INSTANCE_STATUS)[InstanceStatusName];

export const INSTANCE_STATUS_VALUES = Object.values(INSTANCE_STATUS) as InstanceStatus[];
export const FINAL_STATUSES: readonly InstanceStatus[] = [4, 5, 9, 10];
export const ACTIVE_STATUSES: readonly InstanceStatus[] = [1, 2, 3];

export const isFinalStatus = (status: number): boolean => (FINAL_STATUSES as readonly number[]).includes(status);

/** The processors the simulator's workers carry, by the name a job's processorInfo gives. */
export const PROCESSOR_NAMES = [
  "cleanExpiredSessions",
  "purgeAuditLog",
  "recomputeDashboardCounts",
  "checkExpiringPowersOfAttorney",
  "countGoodsByHsChapter",
  "sleepOrFail",
] as const;
export type ProcessorName = (typeof PROCESSOR_NAMES)[number];

/**
 * The execute types each processor supports: a MAP or MAP_REDUCE job needs a processor that
 * splits its work; the others run whole on one worker or on every worker (BROADCAST).
 */
export const PROCESSOR_EXECUTE_TYPES: Record<ProcessorName, readonly ExecuteType[]> = {
  cleanExpiredSessions: ["STANDALONE", "BROADCAST"],
  purgeAuditLog: ["STANDALONE", "BROADCAST"],
  recomputeDashboardCounts: ["STANDALONE", "BROADCAST"],
  checkExpiringPowersOfAttorney: ["STANDALONE"],
  countGoodsByHsChapter: ["MAP", "MAP_REDUCE"],
  sleepOrFail: ["STANDALONE", "BROADCAST", "MAP", "MAP_REDUCE"],
};

/** Fixed-rate and fixed-delay intervals are milliseconds, at least one second (the scheduler ticks each second). */
export const MIN_INTERVAL_MS = 1000;
/**
 * A job is seconds-level when it fires more often than once a minute (a rate or delay under
 * 60 s, or a CRON whose next two fire times are under 60 s apart): its history keeps only its
 * last 10 finished instances (SPEC §9).
 */
export const SECONDS_LEVEL_MS = 60_000;
export const SECONDS_LEVEL_HISTORY = 10;
