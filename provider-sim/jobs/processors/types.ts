import type { Db } from "../../../db/client";
import type { LogLevel } from "../core";

/** What a processor sees of the task it runs. */
export interface ProcessorContext {
  /** The tenant-guarded database: a processor works inside its job's tenant only. */
  db: Db;
  tenantCode: string;
  now: number;
  /** The job's parameters overlaid with the instance's, when both are JSON objects. */
  params: Record<string, unknown>;
  /** A map sub-task's payload; undefined for the root task and broadcast copies. */
  payload: unknown;
  /** The instance's attempt (1 for the first) and this task's failures so far. */
  attempt: number;
  taskFailures: number;
  workerAddress: string;
  notifyUserIds: string[];
  log(line: string, level?: LogLevel): void;
}

export interface TaskOutcome {
  success: boolean;
  result: string;
  /** A map step: the sub-tasks the root task splits the work into. */
  subTasks?: { name: string; payload: unknown }[];
}

export interface SubTaskResult {
  success: boolean;
  result: string | null;
}

/** A handler the simulator's workers carry, run by its name (never code from the browser). */
export interface Processor {
  /** Simulated time one task takes, in ms: the task ends (and its work is done) that long after it starts. */
  durationMs(ctx: ProcessorContext): number;
  process(ctx: ProcessorContext): TaskOutcome;
  /** MAP_REDUCE's last step over every sub-task's result. */
  reduce?(ctx: ProcessorContext, results: SubTaskResult[]): TaskOutcome;
}

/** A whole number parameter within bounds, else its default. */
export function intParam(params: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
  const value = Number(params[name]);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Short work: done within the next tick. */
export const QUICK_MS = 300;
