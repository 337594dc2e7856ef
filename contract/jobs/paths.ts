/** PowerJob's console API under the provider's prefix (decision 0025). */
export const POWERJOB_PREFIX = "/api/powerjob";

export const powerJobPaths = {
  listApps: `${POWERJOB_PREFIX}/appInfo/list`,
  saveApp: `${POWERJOB_PREFIX}/appInfo/save`,
  deleteApp: `${POWERJOB_PREFIX}/appInfo/delete`,
  listJobs: `${POWERJOB_PREFIX}/job/list`,
  saveJob: `${POWERJOB_PREFIX}/job/save`,
  deleteJob: `${POWERJOB_PREFIX}/job/delete`,
  runJob: `${POWERJOB_PREFIX}/job/run`,
  copyJob: `${POWERJOB_PREFIX}/job/copy`,
  disableJob: `${POWERJOB_PREFIX}/job/disable`,
  enableJob: `${POWERJOB_PREFIX}/job/enable`,
  /** The next fire times of a schedule as it is typed (not PowerJob's; the job form's preview). */
  nextTriggerTimes: `${POWERJOB_PREFIX}/job/nextTriggerTimes`,
  listInstances: `${POWERJOB_PREFIX}/instance/list`,
  instanceDetail: `${POWERJOB_PREFIX}/instance/detail`,
  stopInstance: `${POWERJOB_PREFIX}/instance/stop`,
  retryInstance: `${POWERJOB_PREFIX}/instance/retry`,
  instanceTasks: `${POWERJOB_PREFIX}/instance/taskList`,
  instanceLog: `${POWERJOB_PREFIX}/instance/log`,
  listWorkers: `${POWERJOB_PREFIX}/system/listWorker`,
  overview: `${POWERJOB_PREFIX}/system/overview`,
} as const;
