import { checkSchedule, isSecondsLevel, nextFireTimes, ScheduleError } from "./schedule";

const iso = (times: number[]) => times.map((t) => new Date(t).toISOString());

describe("a schedule's next fire times", () => {
  it("walks a CRON across month ends, skipping months without the day", () => {
    const after = Date.UTC(2026, 0, 30, 12);
    expect(iso(nextFireTimes({ timeExpressionType: "CRON", timeExpression: "0 30 23 31 * ?" }, after, 3))).toEqual([
      "2026-01-31T23:30:00.000Z",
      "2026-03-31T23:30:00.000Z",
      "2026-05-31T23:30:00.000Z",
    ]);
    expect(iso(nextFireTimes({ timeExpressionType: "CRON", timeExpression: "0 0 0 L * ?" }, after, 3))).toEqual([
      "2026-01-31T00:00:00.000Z",
      "2026-02-28T00:00:00.000Z",
      "2026-03-31T00:00:00.000Z",
    ]);
  });

  it("reads a CRON in the job's zone: DST-free zones shift by their fixed offset", () => {
    const after = Date.UTC(2026, 1, 27);
    expect(iso(nextFireTimes({ timeExpressionType: "CRON", timeExpression: "0 0 1 1 * ?", timeZone: "Asia/Shanghai" }, after, 2))).toEqual([
      "2026-02-28T17:00:00.000Z",
      "2026-03-31T17:00:00.000Z",
    ]);
    expect(iso(nextFireTimes({ timeExpressionType: "CRON", timeExpression: "0 0 0 1 * ?", timeZone: "Asia/Kolkata" }, after, 1))).toEqual(["2026-02-28T18:30:00.000Z"]);
  });

  it("spaces fixed rates and delays by their interval, and never fires API or WORKFLOW jobs", () => {
    expect(nextFireTimes({ timeExpressionType: "FIXED_RATE", timeExpression: "15000" }, 0, 3)).toEqual([15000, 30000, 45000]);
    expect(nextFireTimes({ timeExpressionType: "API" }, 0)).toEqual([]);
    expect(nextFireTimes({ timeExpressionType: "WORKFLOW" }, 0)).toEqual([]);
  });

  it("refuses a bad expression, a short interval and an unknown zone with the provider's words", () => {
    expect(() => checkSchedule({ timeExpressionType: "CRON", timeExpression: "0 0 25 * * ?" }, 0)).toThrow(new ScheduleError("this CRON expression is not valid"));
    expect(() => checkSchedule({ timeExpressionType: "CRON", timeExpression: "" }, 0)).toThrow("this schedule type needs a time expression");
    expect(() => checkSchedule({ timeExpressionType: "FIXED_RATE", timeExpression: "500" }, 0)).toThrow("the interval is a whole number of milliseconds, at least 1000");
    expect(() => checkSchedule({ timeExpressionType: "CRON", timeExpression: "0 0 1 * * ?", timeZone: "Mars/Olympus" }, 0)).toThrow("unknown time zone");
  });

  it("calls a job seconds-level when it fires more often than once a minute", () => {
    expect(isSecondsLevel({ timeExpressionType: "FIXED_RATE", timeExpression: "59000" }, 0)).toBe(true);
    expect(isSecondsLevel({ timeExpressionType: "FIXED_DELAY", timeExpression: "60000" }, 0)).toBe(false);
    expect(isSecondsLevel({ timeExpressionType: "CRON", timeExpression: "*/30 * * * * ?" }, 0)).toBe(true);
    expect(isSecondsLevel({ timeExpressionType: "CRON", timeExpression: "0 * * * * ?" }, 0)).toBe(false);
  });
});
