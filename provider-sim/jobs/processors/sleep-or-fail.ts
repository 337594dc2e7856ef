import { intParam, type Processor, type ProcessorContext } from "./types";

/**
 * The demo of retries and time limits: sleeps `sleepSeconds` of simulated time, then fails while
 * fewer than `failTimes` attempts of this task have been made (instance and task retries both
 * count). As a MAP job its root splits into `subTasks` sub-tasks that do the same.
 */
const attemptsBefore = (ctx: ProcessorContext) => ctx.attempt - 1 + ctx.taskFailures;

export const sleepOrFail: Processor = {
  durationMs: (ctx) => (ctx.payload === undefined && ctx.params.subTasks ? 0 : intParam(ctx.params, "sleepSeconds", 2, 0, 86_400) * 1000),
  process(ctx) {
    const subTasks = intParam(ctx.params, "subTasks", 0, 0, 50);
    if (ctx.payload === undefined && subTasks > 0) {
      ctx.log(`splitting into ${subTasks} sub-tasks`);
      return { success: true, result: `split into ${subTasks} sub-tasks`, subTasks: Array.from({ length: subTasks }, (_, i) => ({ name: `sleep-${i + 1}`, payload: { part: i + 1 } })) };
    }
    const failTimes = intParam(ctx.params, "failTimes", 0, 0, 1000);
    const seconds = intParam(ctx.params, "sleepSeconds", 2, 0, 86_400);
    if (attemptsBefore(ctx) < failTimes) {
      ctx.log(`slept ${seconds} s, failing as asked (attempt ${attemptsBefore(ctx) + 1} of ${failTimes} to fail)`, "ERROR");
      return { success: false, result: `failed on purpose (${attemptsBefore(ctx) + 1}/${failTimes})` };
    }
    ctx.log(`slept ${seconds} s`);
    return { success: true, result: `slept ${seconds} s` };
  },
  reduce(ctx, results) {
    const ok = results.filter((r) => r.success).length;
    ctx.log(`reduced ${results.length} sub-task results`);
    return { success: ok === results.length, result: `${ok} of ${results.length} sub-tasks succeeded` };
  },
};
