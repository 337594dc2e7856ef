/**
 * What a workflow instance's run answers or writes into a node's result, in the provider's English
 * (app/dag/dag.i18n.ts words them in zh and tw).
 */
export const dagRunMessages = {
  nodeDisabled: "switched off: skipped",
  stoppedByHand: "stopped by hand",
  canceledByStop: "canceled: the workflow was stopped",
  markedAsSuccess: "marked as success by hand",
  notRunning: "this workflow instance is not running",
  notRetryable: "only a failed or stopped workflow instance can be retried",
  nodeUnknown: "this node is not in the workflow",
  nodeNotRetryable: "only a failed or stopped node can be retried",
  nodeNotMarkable: "only a failed, stopped or canceled node can be marked as success",
} as const;
