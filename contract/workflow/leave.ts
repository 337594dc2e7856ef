import { z } from "zod";
import { DATE_RULE } from "../admin/fields";
import { workflowMessages as m } from "./messages";

/** The leave-request process shipped with every tenant (seeds/workflow.ts). */
export const LEAVE_PROCESS_KEY = "leave";
/** Longer leaves than this also go to HR (the process's exclusive gateway reads `days`). */
export const LEAVE_HR_THRESHOLD_DAYS = 3;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE);

/** The leave form (SPEC §3 "leave start, end, remark"): its values are the instance's variables. */
export const leaveFormSchema = z
  .object({
    leaveStart: date,
    leaveEnd: date,
    days: z.coerce.number({ error: m.leaveDaysShape }).positive(m.leaveDaysShape).max(365, m.leaveDaysShape).multipleOf(0.5, m.leaveDaysShape),
    remark: z.string().trim().max(512, m.commentTooLong).default(""),
  })
  .refine((v) => v.leaveEnd >= v.leaveStart, { message: m.leavePeriodReversed, path: ["leaveEnd"] });
export type LeaveForm = z.infer<typeof leaveFormSchema>;
