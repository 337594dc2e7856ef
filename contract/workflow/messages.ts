/**
 * The workflow service's refusals, in the provider's English (the app words them in zh and tw
 * through its `provider` namespace). A refusal about one element of a diagram names it after the
 * message (contract/messages.ts `namingRefusal`), so the modeller can point at it.
 */
export const workflowMessages = {
  // Condition expressions (expression.ts).
  expressionShape: "a condition is written ${ … } around comparisons joined by && || ! and parentheses",
  expressionUnknownVariable: "the condition names a variable the process does not have",
  expressionTypes: "the condition compares values of different kinds",
  expressionNotBoolean: "the condition does not come out true or false",
  // Diagrams (bpmn.ts and the engine's reader).
  xmlMalformed: "the diagram is not BPMN 2.0 XML the modeller writes",
  xmlTooLarge: "the diagram is too large",
  elementNotSupported: "the diagram holds an element the engine does not run",
  oneProcess: "a diagram holds exactly one process",
  oneStartEvent: "a process has exactly one start event",
  endEventMissing: "a process needs at least one end event",
  flowDangling: "a sequence flow must join two elements of the process",
  unreachable: "an element cannot be reached from the start event",
  deadEnd: "an element has no way out to an end event",
  userTaskNobody: "a user task needs an assignee or candidate groups",
  assigneeShape: "a user task's assignee is a username of this tenant or ${starter}",
  candidateGroupShape: "candidate groups are role:<role code> or org:<org id>, separated by commas",
  formKeyShape: "a user task's form is form:<form key>",
  formUnknown: "a user task asks for a form this tenant does not have",
  defaultFlowShape: "a gateway's default flow must be one of its outgoing flows, without a condition",
  conditionOutsideGateway: "only the flows out of an exclusive gateway carry conditions",
  gatewayShape: "a gateway either splits one flow or joins several, not both",
  loopsWithoutTask: "the process goes round gateways without ever reaching a user task or an end",
  // Models and definitions.
  modelKeyShape: "a process key starts with a letter and holds letters, digits, '_' and '-' (at most 64)",
  modelKeyTaken: "a model with this process key already exists",
  modelChanged: "the model was saved again while it was being deployed: deploy it once more",
  orgUnknown: "choose an organisation of this tenant",
  modelUnknown: "choose a model of this tenant",
  definitionUnknown: "choose a process definition of this tenant",
  definitionSuspended: "the process definition is suspended",
  // Instances and tasks.
  instanceUnknown: "choose a process instance of this tenant",
  instanceEnded: "the process instance has ended",
  instanceSuspended: "the process instance is suspended",
  noFlowMatches: "no flow out of the exclusive gateway matches the variables, and it has no default flow",
  variablesShape: "variables are names (a letter, then letters, digits or '_') with text, number or true/false values",
  taskUnknown: "choose an open task you may act on",
  taskNotYours: "this task is assigned to someone else",
  taskNotClaimable: "this task is not offered to your roles or organisation",
  claimFirst: "claim the task before completing it",
  taskAlreadyClaimed: "this task has been claimed already",
  taskDelegated: "the task waits for its delegate",
  userUnknown: "choose a user of this tenant",
  delegateSelf: "delegate the task to someone else",
  noPreviousTask: "there is no earlier user task to send this one back to",
  regressAcrossParallel: "a task inside a parallel branch cannot be sent back past the fork",
  leaveDaysShape: "leave days are a number of half days above zero, at most 365",
  leavePeriodReversed: "the leave ends before it starts",
  reviewByProcess: "this tenant reviews classifications as a process: take the review task under My tasks",
  reviewNotOpen: "the classification order is no longer waiting for review",
  startedByItsOrder: "this process starts from its classification order, not by hand",
  commentRequired: "write a comment for this step",
  commentTooLong: "a comment is at most 512 characters",
} as const;

export type WorkflowMessage = (typeof workflowMessages)[keyof typeof workflowMessages];
