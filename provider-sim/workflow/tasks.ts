import { and, eq, isNull } from "drizzle-orm";
import { STARTER_ASSIGNEE } from "../../contract/workflow/bpmn";
import type { Variables } from "../../contract/workflow/expression";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions, workflowInstances, workflowTasks, workflowTokens } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import { scoped } from "../tenant";
import { Step, type TaskRow } from "./engine";
import { nodeOf, starterTaskOf, type ProcessGraph } from "./graph";
import { endedTitle, notifyPeople, taskTitle } from "./notify";
import { personById, type Person } from "./people";
import { formVariables } from "./task-form";

/**
 * The steps people take on tasks (decision 0027): claim, assign, complete, delegate, regress,
 * reject, terminate, each with its comment in the history. Each runs inside the caller's
 * transaction; a refusal throws before anything is kept.
 */

/** Who acts: their tenant, the groups they belong to (`role:`/`org:`), and whether they administer the tenant. */
export interface Worker extends Person {
  tenantCode: string;
  groups: readonly string[];
  admin: boolean;
}

interface Work {
  task: TaskRow;
  step: Step;
}

/** An open task of the worker's tenant, with a step on its instance; suspended ones refuse every step. */
function workOn(tx: Queryable, me: Worker, taskId: string, at: Date): Work {
  const task = tx.select().from(workflowTasks).where(and(scoped(workflowTasks, me.tenantCode), eq(workflowTasks.id, taskId), isNull(workflowTasks.endTime))).get();
  if (!task) throw new SimError(m.taskUnknown);
  const instance = tx.select().from(workflowInstances).where(and(scoped(workflowInstances, me.tenantCode), eq(workflowInstances.id, task.instanceId))).get()!;
  const definition = tx.select().from(workflowDefinitions).where(and(scoped(workflowDefinitions, me.tenantCode), eq(workflowDefinitions.id, instance.definitionId))).get()!;
  if (instance.status === "ended") throw new SimError(m.instanceEnded);
  if (definition.suspended) throw new SimError(m.definitionSuspended);
  if (instance.suspended) throw new SimError(m.instanceSuspended);
  return { task, step: new Step(tx, instance, definition.graph as ProcessGraph, me, at) };
}

const isCandidate = (task: TaskRow, me: Worker) => !task.assigneeId && task.candidateGroups.some((g) => me.groups.includes(g));

/** The assignee alone takes a task's decisive steps; a candidate must claim it first. */
function requireAssignee(task: TaskRow, me: Worker): void {
  if (task.assigneeId === me.userId) return;
  throw new SimError(isCandidate(task, me) ? m.claimFirst : task.assigneeId ? m.taskNotYours : m.taskNotClaimable);
}

function setTask(work: Work, values: Partial<TaskRow>): void {
  work.step.tx.update(workflowTasks).set(values).where(and(scoped(workflowTasks, work.task.tenantCode), eq(workflowTasks.id, work.task.id))).run();
}

function someone(tx: Queryable, me: Worker, userId: string): Person {
  const person = personById(tx, me.tenantCode, userId);
  if (!person) throw new SimError(m.userUnknown);
  return person;
}

const nodeOfTask = (work: Work) => nodeOf(work.step.graph, work.task.activityId);

function tell(work: Work, person: Person): void {
  const { step } = work;
  notifyPeople(step.tx, step.tenantCode, [person], taskTitle(work.task.name, step.instance.definitionName), step.instance.businessKey, step.at);
}

export function claimTask(tx: Queryable, me: Worker, taskId: string, comment: string | null, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  if (work.task.assigneeId === me.userId) return;
  if (work.task.assigneeId) throw new SimError(m.taskAlreadyClaimed);
  if (!isCandidate(work.task, me)) throw new SimError(m.taskNotClaimable);
  setTask(work, { assigneeId: me.userId, assigneeName: me.username, claimTime: at });
  work.step.record("claim", { node: nodeOfTask(work), taskId, comment });
}

export function assignTask(tx: Queryable, me: Worker, taskId: string, userId: string, comment: string | null, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  if (work.task.assigneeId !== me.userId && !isCandidate(work.task, me) && !me.admin) throw new SimError(work.task.assigneeId ? m.taskNotYours : m.taskNotClaimable);
  if (work.task.delegationState === "pending") throw new SimError(m.taskDelegated);
  const to = someone(tx, me, userId);
  setTask(work, { assigneeId: to.userId, assigneeName: to.username, claimTime: at });
  work.step.record("assign", { node: nodeOfTask(work), taskId, comment, target: to.username });
  tell(work, to);
}

export function delegateTask(tx: Queryable, me: Worker, taskId: string, userId: string, comment: string | null, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  requireAssignee(work.task, me);
  if (work.task.delegationState === "pending") throw new SimError(m.taskDelegated);
  if (userId === me.userId) throw new SimError(m.delegateSelf);
  const to = someone(tx, me, userId);
  setTask(work, { ownerId: work.task.ownerId ?? me.userId, ownerName: work.task.ownerName ?? me.username, assigneeId: to.userId, assigneeName: to.username, delegationState: "pending" });
  work.step.record("delegate", { node: nodeOfTask(work), taskId, comment, target: to.username });
  tell(work, to);
}

/**
 * The assignee finishes the task and the instance moves on from it; a delegate's complete
 * hands the task back to its owner instead (resolved), with the variables they set. A task
 * with a designed form takes its values (`formValues`), checked, as variables besides the free ones.
 */
export function completeTask(tx: Queryable, me: Worker, taskId: string, free: Variables, comment: string | null, at: Date, formValues?: Record<string, unknown>): void {
  const work = workOn(tx, me, taskId, at);
  const { task, step } = work;
  requireAssignee(task, me);
  const node = nodeOfTask(work);
  const variables = node.formKey ? { ...free, ...formVariables(tx, me.tenantCode, node.formKey, formValues) } : free;
  Object.assign(step.variables, variables);
  if (task.delegationState === "pending") {
    setTask(work, { assigneeId: task.ownerId, assigneeName: task.ownerName, delegationState: "resolved" });
    step.record("resolve", { node, taskId, comment, target: task.ownerName, variables });
    tell(work, { userId: task.ownerId!, username: task.ownerName! });
    step.settle();
    return;
  }
  step.endTask(task.id, "completed");
  if (task.tokenId) tx.delete(workflowTokens).where(and(scoped(workflowTokens, me.tenantCode), eq(workflowTokens.id, task.tokenId))).run();
  step.record("complete", { node, taskId, comment, variables });
  step.arrive(step.graph.flows[node.outgoing[0]].target, { previousTaskId: task.id, crossedParallel: false });
  step.settle();
}

/** Back to the user task before this one on its path, to whoever did it. */
export function regressTask(tx: Queryable, me: Worker, taskId: string, comment: string, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  const { task, step } = work;
  requireAssignee(task, me);
  if (task.delegationState === "pending") throw new SimError(m.taskDelegated);
  if (!task.previousTaskId) throw new SimError(m.noPreviousTask);
  if (task.crossedParallel) throw new SimError(m.regressAcrossParallel);
  const previous = tx.select().from(workflowTasks).where(and(scoped(workflowTasks, me.tenantCode), eq(workflowTasks.id, task.previousTaskId))).get()!;
  step.endTask(task.id, "regressed");
  if (task.tokenId) tx.delete(workflowTokens).where(and(scoped(workflowTokens, me.tenantCode), eq(workflowTokens.id, task.tokenId))).run();
  step.record("regress", { node: nodeOfTask(work), taskId, comment, target: previous.endedByName });
  const doer = previous.endedById ? personById(tx, me.tenantCode, previous.endedById) : null;
  step.openTask(nodeOf(step.graph, previous.activityId), { previousTaskId: previous.previousTaskId, crossedParallel: previous.crossedParallel }, doer);
  step.settle();
}

/**
 * A rejection goes back to the starter: to the process's first task when that task is the
 * starter's own (`${starter}`), where they may change the request; otherwise the instance ends
 * as rejected. Either way the other open tasks are cancelled and the starter hears of it.
 */
export function rejectTask(tx: Queryable, me: Worker, taskId: string, comment: string, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  const { task, step } = work;
  requireAssignee(task, me);
  const starter = { userId: step.instance.startUserId, username: step.instance.startUserName };
  const back = starterTaskOf(step.graph, STARTER_ASSIGNEE);
  step.closeAll(task.id, "rejected");
  step.record("reject", { node: nodeOfTask(work), taskId, comment, target: starter.username });
  if (back && back.id !== task.activityId) {
    step.openTask(back, { previousTaskId: null, crossedParallel: false }, starter);
    step.settle();
    return;
  }
  step.record("end");
  step.settle("rejected");
  if (starter.userId !== me.userId) notifyPeople(tx, me.tenantCode, [starter], endedTitle(step.instance.definitionName, "rejected"), comment, at);
}

/** The instance ends at once as terminated; every open task is cancelled. */
export function terminateTask(tx: Queryable, me: Worker, taskId: string, comment: string, at: Date): void {
  const work = workOn(tx, me, taskId, at);
  const { task, step } = work;
  requireAssignee(task, me);
  step.closeAll(task.id, "terminated");
  step.record("terminate", { node: nodeOfTask(work), taskId, comment });
  step.settle("terminated");
  const starter = { userId: step.instance.startUserId, username: step.instance.startUserName };
  if (starter.userId !== me.userId) notifyPeople(tx, me.tenantCode, [starter], endedTitle(step.instance.definitionName, "terminated"), comment, at);
}
