import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { assignTaskSchema, claimTaskSchema, completeTaskSchema, decisiveTaskSchema, delegateTaskSchema, taskFormQuerySchema, taskPaths } from "../../contract/workflow/task";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions, workflowInstances, workflowTasks } from "../../db/schema";
import type { Queryable, SimContext } from "../context";
import { boundedPageSchema } from "../crud/paging";
import { formAt } from "../forms/store";
import { handle, isoTime, ok, page, SimError } from "../http";
import { isAdmin, principalOf, type Principal } from "../middleware/auth";
import { contains, orderOf } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { usersToPick } from "../services/user-picks";
import { formKeyAt, type ProcessGraph } from "../workflow/graph";
import { formOptions } from "../workflow/task-form";
import { candidateGroupOptions, groupsOf } from "../workflow/people";
import { assignTask, claimTask, completeTask, delegateTask, regressTask, rejectTask, terminateTask, type Worker } from "../workflow/tasks";
import { requireAnyMenu, requireMenu } from "./prepaid-access";
import type { SimResource } from "./resource";
import { classificationReviewHooks } from "./classify-order";
import { CLASSIFY_REVIEW_PROCESS_KEY } from "../../contract/workflow/classification-review";
import type { ProcessHooks, TaskAction } from "../workflow/hooks";

const taskQuerySchema = boundedPageSchema.extend({ name: z.string().trim().max(100).optional(), definitionKey: z.string().trim().max(100).optional() });
const SORTABLE = { createTime: workflowTasks.createTime, name: workflowTasks.name, endTime: workflowTasks.endTime };

/** The screens that show a task's candidate groups: the modeller, the task lists, an instance's page. */
const WORKFLOW_SCREENS = ["processModel", "myTask", "doneTask", "processInstanceDetail"];

const workerOf = (q: Queryable, principal: Principal): Worker => ({ userId: principal.userId, username: principal.username, tenantCode: principal.tenantCode, groups: groupsOf(q, principal), admin: isAdmin(principal) });

/** Open tasks assigned to the caller, or unassigned and offered to one of the caller's groups. */
function todoOf(q: Queryable, principal: Principal): SQL {
  const groups = groupsOf(q, principal);
  const offered = groups.length
    ? and(isNull(workflowTasks.assigneeId), sql`exists (select 1 from json_each(${workflowTasks.candidateGroups}) where json_each.value in ${groups})`)
    : undefined;
  return and(isNull(workflowTasks.endTime), or(eq(workflowTasks.assigneeId, principal.userId), offered))!;
}

/** Tasks the caller finished: completed, sent back, rejected or terminated. */
const doneOf = (principal: Principal): SQL => and(isNotNull(workflowTasks.endTime), eq(workflowTasks.endedById, principal.userId))!;

/** One page of tasks with their instance's words: the process, the starter, the variables, whether it is suspended. */
function taskPage(q: Queryable, principal: Principal, whose: SQL, query: z.infer<typeof taskQuerySchema>, fallback: SQL[]) {
  const where = and(
    scoped(workflowTasks, principal),
    whose,
    query.name ? contains(workflowTasks.name, query.name) : undefined,
    query.definitionKey ? eq(workflowInstances.definitionKey, query.definitionKey) : undefined,
  );
  const joined = <T extends object>(fields: T) =>
    q
      .select(fields as never)
      .from(workflowTasks)
      .innerJoin(workflowInstances, and(eq(workflowInstances.id, workflowTasks.instanceId), scoped(workflowInstances, principal)))
      .innerJoin(workflowDefinitions, and(eq(workflowDefinitions.id, workflowTasks.definitionId), scoped(workflowDefinitions, principal)))
      .where(where);
  const total = (joined({ n: count() }).get() as unknown as { n: number }).n;
  const rows = joined({ task: workflowTasks, instance: workflowInstances, definitionSuspended: workflowDefinitions.suspended, graph: workflowDefinitions.graph })
    .orderBy(...orderOf(query.sorter, SORTABLE, fallback, workflowTasks.id))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
    .all() as { task: typeof workflowTasks.$inferSelect; instance: typeof workflowInstances.$inferSelect; definitionSuspended: boolean; graph: ProcessGraph }[];
  const list = rows.map(({ task, instance, definitionSuspended, graph }) => ({
    id: task.id,
    name: task.name,
    activityId: task.activityId,
    instanceId: task.instanceId,
    definitionKey: instance.definitionKey,
    definitionName: instance.definitionName,
    businessKey: instance.businessKey,
    startUserName: instance.startUserName,
    assigneeId: task.assigneeId,
    assigneeName: task.assigneeName,
    ownerId: task.ownerId,
    ownerName: task.ownerName,
    delegationState: task.delegationState,
    candidateGroups: task.candidateGroups,
    claimTime: isoTime(task.claimTime),
    createTime: isoTime(task.createTime),
    endTime: isoTime(task.endTime),
    outcome: task.outcome,
    suspended: definitionSuspended || instance.suspended,
    variables: instance.variables,
    formKey: formKeyAt(graph, task.activityId),
  }));
  return page(list, total, query.currentPage, query.pageSize);
}

/** Processes another part of the provider runs, by key, with what it does around their steps. */
const PROCESS_HOOKS: Record<string, ProcessHooks> = { [CLASSIFY_REVIEW_PROCESS_KEY]: classificationReviewHooks };

/** The open task's instance, when its process has hooks. */
function hookedInstance(q: Queryable, principal: Principal, taskId: string) {
  const task = q.select({ instanceId: workflowTasks.instanceId }).from(workflowTasks).where(and(scoped(workflowTasks, principal), eq(workflowTasks.id, taskId), isNull(workflowTasks.endTime))).get();
  const instance = task && q.select().from(workflowInstances).where(and(scoped(workflowInstances, principal), eq(workflowInstances.id, task.instanceId))).get();
  const hooks = instance ? PROCESS_HOOKS[instance.definitionKey] : undefined;
  return instance && hooks ? { instance, hooks } : null;
}

/** A task step: its schema, then the engine's step and its process's hooks in one transaction. */
function step<S extends z.ZodType<{ id: string; comment?: string }>>(ctx: SimContext, action: TaskAction, schema: S, run: (tx: Queryable, me: Worker, body: z.output<S>, at: Date) => void) {
  return handle((req) => {
    const principal = principalOf(req);
    const body = parseWith(schema, req.body);
    const at = new Date(ctx.now());
    ctx.db.transaction((tx) => {
      const hooked = hookedInstance(tx, principal, body.id);
      hooked?.hooks.beforeStep(tx, principal, hooked.instance, action);
      run(tx, workerOf(tx, principal), body, at);
      const after = hooked && tx.select().from(workflowInstances).where(and(scoped(workflowInstances, principal), eq(workflowInstances.id, hooked.instance.id))).get()!;
      if (after?.status === "ended") hooked!.hooks.ended(tx, principal, after, body.comment?.trim() || null, at, req.ip);
    });
    return ok();
  });
}

export const workflowTask: SimResource = {
  bases: [taskPaths.base],
  menuCode: "myTask",
  routes(router, local, ctx) {
    const { db } = ctx;
    router.get(
      local(taskPaths.queryDone),
      requireMenu(db, "doneTask"),
      handle((req) => {
        const principal = principalOf(req);
        return ok(taskPage(db, principal, doneOf(principal), parseWith(taskQuerySchema, req.query), [desc(workflowTasks.endTime)]));
      }),
    );
    router.get(
      local(taskPaths.candidateGroupOptions),
      requireAnyMenu(db, WORKFLOW_SCREENS),
      handle((req) => ok(candidateGroupOptions(db, principalOf(req).tenantCode))),
    );
    router.get(
      local(taskPaths.formOptions),
      requireAnyMenu(db, WORKFLOW_SCREENS),
      handle((req) => ok(formOptions(db, principalOf(req).tenantCode))),
    );
    router.get(
      local(taskPaths.form),
      requireAnyMenu(db, WORKFLOW_SCREENS),
      handle((req) => {
        const principal = principalOf(req);
        const { key } = parseWith(taskFormQuerySchema, req.query, () => new SimError(m.formUnknown));
        const form = formAt(db, principal.tenantCode, { by: "key", key });
        if (!form) throw new SimError(m.formUnknown);
        return ok({ key: form.key, name: form.row.name, version: form.version, schema: form.schema });
      }),
    );
    router.use(local(taskPaths.base), requireMenu(db, "myTask"));
    router.get(
      local(taskPaths.queryTodo),
      handle((req) => {
        const principal = principalOf(req);
        return ok(taskPage(db, principal, todoOf(db, principal), parseWith(taskQuerySchema, req.query), [desc(workflowTasks.createTime)]));
      }),
    );
    router.get(
      local(taskPaths.userOptions),
      handle((req) => ok(usersToPick(db, principalOf(req)).map((u) => ({ value: u.id, label: u.nickname && u.nickname !== u.username ? `${u.nickname} (${u.username})` : u.username })))),
    );
    router.post(local(taskPaths.claim), step(ctx, "claim", claimTaskSchema, (tx, me, body, at) => claimTask(tx, me, body.id, body.comment ?? null, at)));
    router.post(local(taskPaths.assign), step(ctx, "assign", assignTaskSchema, (tx, me, body, at) => assignTask(tx, me, body.id, body.userId, body.comment ?? null, at)));
    router.post(local(taskPaths.complete), step(ctx, "complete", completeTaskSchema, (tx, me, body, at) => completeTask(tx, me, body.id, body.variables, body.comment ?? null, at, body.formValues)));
    router.post(local(taskPaths.delegate), step(ctx, "delegate", delegateTaskSchema, (tx, me, body, at) => delegateTask(tx, me, body.id, body.userId, body.comment ?? null, at)));
    router.post(local(taskPaths.regress), step(ctx, "regress", decisiveTaskSchema, (tx, me, body, at) => regressTask(tx, me, body.id, body.comment, at)));
    router.post(local(taskPaths.reject), step(ctx, "reject", decisiveTaskSchema, (tx, me, body, at) => rejectTask(tx, me, body.id, body.comment, at)));
    router.post(local(taskPaths.terminate), step(ctx, "terminate", decisiveTaskSchema, (tx, me, body, at) => terminateTask(tx, me, body.id, body.comment, at)));
  },
};
