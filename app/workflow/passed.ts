import type { ProcessInstanceDetail } from "#contract/workflow/instance";

/** The nodes an instance has gone through, for the diagram's marks: every step's node but those it waits at now. */
export function passedActivities(instance: Pick<ProcessInstanceDetail, "history" | "currentActivityIds">): string[] {
  const current = new Set(instance.currentActivityIds);
  return [...new Set(instance.history.flatMap((step) => (step.activityId && !current.has(step.activityId) ? [step.activityId] : [])))];
}
