/** The steps of a task (SPEC §4) the task dialog offers besides claiming it. */
export const TASK_STEPS = ["complete", "assign", "delegate", "regress", "reject", "terminate"] as const;
export type TaskStep = (typeof TASK_STEPS)[number];
