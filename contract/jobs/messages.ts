/**
 * The scheduling service's refusals in the provider's English; the screens word them in their
 * languages (app/jobs/jobs.i18n.ts) by these exact texts.
 */
export const jobMessages = {
  appUnknown: "no such app",
  appNameTaken: "an app of this tenant already has this name",
  appNameShape: "an app name is 1 to 64 letters, digits, dots, dashes or underscores",
  appHasJobs: "this app still has jobs: delete them first",
  jobUnknown: "no such job",
  instanceUnknown: "no such instance",
  cronInvalid: "this CRON expression is not valid",
  intervalInvalid: "the interval is a whole number of milliseconds, at least 1000",
  expressionNeeded: "this schedule type needs a time expression",
  processorUnknown: "no processor of this name runs on the workers",
  processorExecuteType: "this processor does not support this execute type",
  externalProcessor: "external processors run only in the production server's containers: choose a built-in processor",
  designatedWorkersNeeded: "the SPECIFY strategy needs at least one designated worker",
  notifyUserUnknown: "an alarm user is not a user of this tenant",
  timeZoneUnknown: "unknown time zone",
  workflowJobRun: "a WORKFLOW job runs only as a node of a workflow",
  notRunning: "this instance has already finished",
  notFinished: "this instance is still running",
  tooManyInstances: "too many instances running",
  noWorker: "no worker available that meets the job's requirements",
  timedOut: "timed out: the instance ran over its time limit",
  stoppedByUser: "stopped by the user",
  serverRestarted: "the server restarted while it ran",
} as const;
