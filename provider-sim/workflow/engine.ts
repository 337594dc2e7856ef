import { and, eq, isNull, max } from "drizzle-orm";
import { namingRefusal } from "../../contract/messages";
import { STARTER_ASSIGNEE } from "../../contract/workflow/bpmn";
import { evaluateCondition, ExpressionError, parseCondition, type Variables } from "../../contract/workflow/expression";
import type { HistoryAction, InstanceResult } from "../../contract/workflow/instance";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions, workflowHistory, workflowInstances, workflowTasks, workflowTokens } from "../../db/schema";
import { newId } from "./ids";
import type { Queryable } from "../context";
import { SimError } from "../http";
import { scoped } from "../tenant";
import { isJoin, nodeLabel, nodeOf, type ProcessGraph, type ProcessNode } from "./graph";
import { notifyPeople, taskTitle } from "./notify";
import { candidatesOf, personNamed, type Person } from "./people";

/**
 * The BPMN engine (decision 0027). State lives in the wf_* tables only: an instance's tokens
 * wait at user tasks or parallel joins, and each call runs one step to the next waits inside
 * the caller's transaction, so a refused step writes nothing and a restart loses nothing.
 */

export type InstanceRow = typeof workflowInstances.$inferSelect;
export type TaskRow = typeof workflowTasks.$inferSelect;
export type DefinitionRow = typeof workflowDefinitions.$inferSelect;

/** How far a token's path reaches back: the task a regress returns to. */
export interface PathMark {
  previousTaskId: string | null;
  crossedParallel: boolean;
}

/** The most nodes one step may pass without waiting: a loop of gateways is refused, not run for ever. */
const MAX_PASSES = 500;

/** One step of one instance: who takes it, when, and the variables as they stand. */
export class Step {
  private seq: number | undefined;
  private passes = 0;
  variables: Record<string, string | number | boolean>;

  constructor(
    readonly tx: Queryable,
    readonly instance: InstanceRow,
    readonly graph: ProcessGraph,
    readonly actor: Person,
    readonly at: Date,
  ) {
    this.variables = { ...instance.variables };
  }

  get tenantCode() {
    return this.instance.tenantCode;
  }

  /** A history row; steps of one millisecond keep their order by `seq`. */
  record(action: HistoryAction, entry: { node?: ProcessNode; taskId?: string; comment?: string | null; target?: string | null; variables?: Variables | null } = {}): void {
    if (this.seq === undefined) {
      const last = this.tx.select({ seq: max(workflowHistory.seq) }).from(workflowHistory).where(and(scoped(workflowHistory, this.tenantCode), eq(workflowHistory.instanceId, this.instance.id))).get();
      this.seq = last?.seq ?? 0;
    }
    this.seq += 1;
    this.tx
      .insert(workflowHistory)
      .values({
        id: newId(),
        tenantCode: this.tenantCode,
        instanceId: this.instance.id,
        seq: this.seq,
        activityId: entry.node?.id ?? null,
        activityName: entry.node ? nodeLabel(entry.node) : null,
        activityType: entry.node?.type ?? null,
        action,
        taskId: entry.taskId ?? null,
        userId: this.actor.userId,
        username: this.actor.username,
        targetUserName: entry.target ?? null,
        comment: entry.comment ?? null,
        variables: entry.variables && Object.keys(entry.variables).length > 0 ? { ...entry.variables } : null,
        createTime: this.at,
      })
      .run();
  }

  /** A token arrives at a node over a flow and runs on until it waits (a user task, a join) or ends. */
  arrive(nodeId: string, mark: PathMark): void {
    if (++this.passes > MAX_PASSES) throw new SimError(m.loopsWithoutTask);
    const node = nodeOf(this.graph, nodeId);
    switch (node.type) {
      case "endEvent":
        this.record("end", { node });
        return;
      case "userTask":
        this.openTask(node, mark, this.assigneeOf(node));
        return;
      case "exclusiveGateway":
        this.record("pass", { node });
        this.arrive(this.chosenFlow(node).target, mark);
        return;
      case "parallelGateway":
        this.parallel(node, mark);
        return;
      case "startEvent":
        throw new Error(`flow into start event ${node.id}`);
    }
  }

  private parallel(node: ProcessNode, mark: PathMark): void {
    const crossed = { ...mark, crossedParallel: true };
    if (isJoin(node)) {
      this.tx.insert(workflowTokens).values({ id: newId(), tenantCode: this.tenantCode, instanceId: this.instance.id, activityId: node.id, state: "join", previousTaskId: mark.previousTaskId, crossedParallel: true, createTime: this.at }).run();
      const waiting = this.tokensAt(node.id);
      if (waiting.length < node.incoming.length) return;
      this.tx.delete(workflowTokens).where(and(scoped(workflowTokens, this.tenantCode), eq(workflowTokens.instanceId, this.instance.id), eq(workflowTokens.activityId, node.id))).run();
      this.record("join", { node });
    } else if (node.outgoing.length > 1) {
      this.record("fork", { node });
    } else {
      this.record("pass", { node });
    }
    for (const flowId of node.outgoing) this.arrive(this.graph.flows[flowId].target, crossed);
  }

  private tokensAt(activityId: string) {
    return this.tx.select().from(workflowTokens).where(and(scoped(workflowTokens, this.tenantCode), eq(workflowTokens.instanceId, this.instance.id), eq(workflowTokens.activityId, activityId))).all();
  }

  /** The first flow whose condition holds, in the diagram's order; else the default flow; else a refusal. */
  private chosenFlow(node: ProcessNode) {
    for (const flowId of node.outgoing) {
      if (flowId === node.defaultFlow) continue;
      const flow = this.graph.flows[flowId];
      if (!flow.condition || this.holds(flow.id, flow.condition)) return flow;
    }
    if (node.defaultFlow) return this.graph.flows[node.defaultFlow];
    throw new SimError(namingRefusal(m.noFlowMatches, [node.id]));
  }

  private holds(flowId: string, condition: string): boolean {
    try {
      return evaluateCondition(parseCondition(condition), this.variables);
    } catch (error) {
      if (error instanceof ExpressionError) throw new SimError(namingRefusal(error.reason, [flowId, error.detail]));
      throw error;
    }
  }

  /** `${starter}` is whoever started the instance; a username must still be a user of the tenant, else the candidates claim it. */
  assigneeOf(node: ProcessNode): Person | null {
    if (!node.assignee) return null;
    if (node.assignee === STARTER_ASSIGNEE) return { userId: this.instance.startUserId, username: this.instance.startUserName };
    return personNamed(this.tx, this.tenantCode, node.assignee);
  }

  /** A token waits at the user task; its assignee, or else its candidates, hear of it. */
  openTask(node: ProcessNode, mark: PathMark, assignee: Person | null): string {
    const tokenId = newId();
    this.tx.insert(workflowTokens).values({ id: tokenId, tenantCode: this.tenantCode, instanceId: this.instance.id, activityId: node.id, state: "task", ...mark, createTime: this.at }).run();
    const taskId = newId();
    this.tx
      .insert(workflowTasks)
      .values({
        id: taskId,
        tenantCode: this.tenantCode,
        instanceId: this.instance.id,
        definitionId: this.instance.definitionId,
        tokenId,
        activityId: node.id,
        name: nodeLabel(node),
        assigneeId: assignee?.userId ?? null,
        assigneeName: assignee?.username ?? null,
        candidateGroups: node.candidateGroups ?? [],
        ...mark,
        claimTime: assignee ? this.at : null,
        createTime: this.at,
      })
      .run();
    this.record("create", { node, taskId, target: assignee?.username ?? null });
    const told = assignee ? [assignee] : candidatesOf(this.tx, this.tenantCode, node.candidateGroups ?? []);
    notifyPeople(this.tx, this.tenantCode, told, taskTitle(nodeLabel(node), this.instance.definitionName), this.instance.businessKey, this.at);
    return taskId;
  }

  /** Closes the instance's open tasks and tokens: the task acted on gets its outcome, the others are cancelled. */
  closeAll(taskId: string | null, outcome: "rejected" | "terminated"): void {
    const open = and(scoped(workflowTasks, this.tenantCode), eq(workflowTasks.instanceId, this.instance.id), isNull(workflowTasks.endTime));
    for (const task of this.tx.select({ id: workflowTasks.id }).from(workflowTasks).where(open).all()) {
      this.endTask(task.id, task.id === taskId ? outcome : "cancelled");
    }
    this.tx.delete(workflowTokens).where(and(scoped(workflowTokens, this.tenantCode), eq(workflowTokens.instanceId, this.instance.id))).run();
  }

  endTask(taskId: string, outcome: NonNullable<TaskRow["outcome"]>): void {
    const ender = outcome === "cancelled" ? { endedById: null, endedByName: null } : { endedById: this.actor.userId, endedByName: this.actor.username };
    this.tx
      .update(workflowTasks)
      .set({ endTime: this.at, outcome, ...ender })
      .where(and(scoped(workflowTasks, this.tenantCode), eq(workflowTasks.id, taskId)))
      .run();
  }

  /** Writes the variables, and ends the instance when no token is left (or as `result` says). */
  settle(result?: InstanceResult): void {
    const left = this.tx.select({ id: workflowTokens.id }).from(workflowTokens).where(and(scoped(workflowTokens, this.tenantCode), eq(workflowTokens.instanceId, this.instance.id))).get();
    const ended = result ?? (left ? null : "completed");
    this.tx
      .update(workflowInstances)
      .set({ variables: this.variables, updateTime: this.at, ...(ended ? { status: "ended" as const, result: ended, endTime: this.at } : {}) })
      .where(and(scoped(workflowInstances, this.tenantCode), eq(workflowInstances.id, this.instance.id)))
      .run();
  }
}

export interface StartRequest {
  businessKey: string | null;
  variables: Variables;
  comment: string | null;
}

/** A new instance of the definition, run from its start event to its first waits. */
export function startProcess(tx: Queryable, definition: DefinitionRow, starter: Person, request: StartRequest, at: Date): string {
  if (definition.suspended) throw new SimError(m.definitionSuspended);
  const graph = definition.graph as ProcessGraph;
  const instance: InstanceRow = {
    id: newId(),
    tenantCode: definition.tenantCode,
    definitionId: definition.id,
    definitionKey: definition.key,
    definitionName: definition.name,
    definitionVersion: definition.version,
    businessKey: request.businessKey,
    startUserId: starter.userId,
    startUserName: starter.username,
    status: "running",
    result: null,
    suspended: false,
    variables: { ...request.variables },
    startTime: at,
    endTime: null,
    createTime: at,
    updateTime: at,
  };
  tx.insert(workflowInstances).values(instance).run();
  const step = new Step(tx, instance, graph, starter, at);
  const start = nodeOf(graph, graph.startId);
  step.record("start", { node: start, comment: request.comment, variables: request.variables });
  step.arrive(graph.flows[start.outgoing[0]].target, { previousTaskId: null, crossedParallel: false });
  step.settle();
  return instance.id;
}
