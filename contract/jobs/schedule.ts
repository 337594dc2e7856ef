import { CronExpressionParser } from "cron-parser";
import { jobMessages } from "./messages";
import { MIN_INTERVAL_MS, SECONDS_LEVEL_MS, type TimeExpressionType } from "./values";

/** A schedule as a job states it. */
export interface Schedule {
  timeExpressionType: TimeExpressionType;
  timeExpression?: string | null;
  timeZone?: string;
}

export class ScheduleError extends Error {}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The interval of a FIXED_RATE / FIXED_DELAY schedule in ms, or a ScheduleError. */
export function intervalOf(expression: string | null | undefined): number {
  const text = (expression ?? "").trim();
  if (!text) throw new ScheduleError(jobMessages.expressionNeeded);
  if (!/^\d{1,10}$/.test(text) || Number(text) < MIN_INTERVAL_MS) throw new ScheduleError(jobMessages.intervalInvalid);
  return Number(text);
}

/** CRON fire times strictly after `after`, in the job's zone (Quartz-style `?` and a seconds field accepted). */
function cronTimes(expression: string | null | undefined, zone: string, after: number, count: number): number[] {
  const text = (expression ?? "").trim();
  if (!text) throw new ScheduleError(jobMessages.expressionNeeded);
  if (!isKnownTimeZone(zone)) throw new ScheduleError(jobMessages.timeZoneUnknown);
  let cron;
  try {
    cron = CronExpressionParser.parse(text, { currentDate: new Date(after), tz: zone });
  } catch {
    throw new ScheduleError(jobMessages.cronInvalid);
  }
  const times: number[] = [];
  while (times.length < count && cron.hasNext()) times.push(cron.next().getTime());
  return times;
}

/**
 * The next `count` times a schedule fires after `after` (epoch ms); empty for API and WORKFLOW,
 * which the scheduler never fires. FIXED_DELAY counts from `after` as if an instance just ended.
 */
export function nextFireTimes(schedule: Schedule, after: number, count = 5): number[] {
  switch (schedule.timeExpressionType) {
    case "CRON":
      return cronTimes(schedule.timeExpression, schedule.timeZone ?? "UTC", after, count);
    case "FIXED_RATE":
    case "FIXED_DELAY": {
      const interval = intervalOf(schedule.timeExpression);
      return Array.from({ length: count }, (_, i) => after + interval * (i + 1));
    }
    default:
      return [];
  }
}

/** Throws a ScheduleError naming what is wrong with a schedule. */
export function checkSchedule(schedule: Schedule, now: number): void {
  nextFireTimes(schedule, now, 1);
}

/** Fires more often than once a minute (SPEC §9: its history keeps the last 10 instances). */
export function isSecondsLevel(schedule: Schedule, now: number): boolean {
  try {
    const [a, b] = nextFireTimes(schedule, now, 2);
    return a !== undefined && b !== undefined && b - a < SECONDS_LEVEL_MS;
  } catch {
    return false;
  }
}
