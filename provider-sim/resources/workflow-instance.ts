import { and, asc, eq, isNull } from "drizzle-orm";
import { idSchema } from "../../contract/envelope";
import { CLASSIFY_REVIEW_PROCESS_KEY } from "../../contract/workflow/classification-review";
import { activateInstancePath, getInstancePath, instanceIdSchema, instancePaths, startInstancePath, startInstanceSchema, suspendInstancePath } from "../../contract/workflow/instance";
import { leaveFormSchema } from "../../contract/workflow/leave";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions, workflowHistory, workflowInstances, workflowTasks, workflowTokens } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { forbidden, handle, isoTime, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { firstIssueMessage, parseWith } from "../validate";
import { startProcess } from "../workflow/engine";
import { formKeyAt, type ProcessGraph } from "../workflow/graph";
import { groupsOf } from "../workflow/people";
import { definitionOf, latestOf } from "./workflow-definition";
import { holdsMenu, requireMenu } from "./prepaid-access";
import type { SimResource } from "./resource";

const MENU = "processInstance";

export function instanceOf(q: Queryable, principal: Principal, id: string) {
  const row = q.select().from(workflowInstances).where(and(scoped(workflowInstances, principal), eq(workflowInstances.id, id))).get();
  if (!row) throw new SimError(m.instanceUnknown);
  return row;
}

/** The nodes an instance waits at: its open tasks by name, a join by its id. */
function waitsOf(q: Queryable, principal: Principal, instanceId: string) {
  const tokens = q.select({ activityId: workflowTokens.activityId, state: workflowTokens.state }).from(workflowTokens).where(and(scoped(workflowTokens, principal), eq(workflowTokens.instanceId, instanceId))).orderBy(asc(workflowTokens.createTime)).all();
  const open = q
    .select({ id: workflowTasks.id, name: workflowTasks.name, activityId: workflowTasks.activityId, assigneeName: workflowTasks.assigneeName, candidateGroups: workflowTasks.candidateGroups, createTime: workflowTasks.createTime })
    .from(workflowTasks)
    .where(and(scoped(workflowTasks, principal), eq(workflowTasks.instanceId, instanceId), isNull(workflowTasks.endTime)))
    .orderBy(asc(workflowTasks.createTime))
    .all();
  const ids = [...new Set(tokens.map((t) => t.activityId))];
  const names = ids.map((id) => open.find((t) => t.activityId === id)?.name ?? id);
  return { ids, names: names.join(", ") || null, open: open.map((t) => ({ ...t, createTime: isoTime(t.createTime) })) };
}

function view(row: Row, q: Queryable, principal: Principal): Row {
  const waits = waitsOf(q, principal, row.id);
  return { ...row, currentActivityIds: waits.ids, currentActivityNames: waits.names, startTime: isoTime(row.startTime as Date), endTime: isoTime(row.endTime as Date | null) };
}

/** The instances screen shows every instance of the tenant; anyone else sees those they started or worked on. */
function mayRead(q: Queryable, principal: Principal, instance: typeof workflowInstances.$inferSelect): boolean {
  if (holdsMenu(q, principal, MENU) || instance.startUserId === principal.userId) return true;
  const groups = groupsOf(q, principal);
  const tasks = q.select().from(workflowTasks).where(and(scoped(workflowTasks, principal), eq(workflowTasks.instanceId, instance.id))).all();
  return tasks.some((t) => [t.assigneeId, t.ownerId, t.endedById].includes(principal.userId) || (!t.endTime && !t.assigneeId && t.candidateGroups.some((g) => groups.includes(g))));
}

/** The start form's rules, where the definition names one: the variables as the form defines them. */
function formVariables(formKey: string, variables: Record<string, string | number | boolean>) {
  if (formKey !== "leave") return variables;
  const read = leaveFormSchema.safeParse(variables);
  if (!read.success) throw new SimError(firstIssueMessage(read.error));
  return { ...variables, ...read.data };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Process instances", zh: "流程实例", tw: "流程實例" },
  paths: instancePaths,
  table: workflowInstances,
  addSchema: instanceIdSchema,
  updateSchema: instanceIdSchema,
  readOnly: true,
  filters: {
    definitionKey: { column: workflowInstances.definitionKey, match: "equals" },
    status: { column: workflowInstances.status, match: "equals" },
    startUserName: { column: workflowInstances.startUserName, match: "contains" },
    businessKey: { column: workflowInstances.businessKey, match: "contains" },
    mine: { where: (value, _q, principal) => (value === "true" ? eq(workflowInstances.startUserId, principal.userId) : undefined) },
  },
  sortable: { startTime: workflowInstances.startTime, endTime: workflowInstances.endTime, definitionKey: workflowInstances.definitionKey, status: workflowInstances.status },
  defaultOrder: [descending(workflowInstances.startTime)],
  exportColumns: [
    { field: "id", header: { en: "Instance", zh: "实例", tw: "實例" } },
    { field: "definitionName", header: { en: "Process", zh: "流程", tw: "流程" } },
    { field: "businessKey", header: { en: "Business key", zh: "业务编号", tw: "業務編號" } },
    { field: "startUserName", header: { en: "Started by", zh: "发起人", tw: "發起人" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: { running: { en: "Running", zh: "运行中", tw: "執行中" }, ended: { en: "Ended", zh: "已结束", tw: "已結束" } } } },
    { field: "result", header: { en: "Result", zh: "结果", tw: "結果" }, kind: { labels: { completed: { en: "Completed", zh: "已完成", tw: "已完成" }, rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" }, terminated: { en: "Terminated", zh: "已终止", tw: "已終止" } } } },
    { field: "currentActivityNames", header: { en: "Waiting at", zh: "当前节点", tw: "目前節點" } },
    { field: "startTime", header: { en: "Started", zh: "发起时间", tw: "發起時間" }, kind: "time" },
    { field: "endTime", header: { en: "Ended", zh: "结束时间", tw: "結束時間" }, kind: "time" },
  ],
  view,
};

export const workflowInstance: SimResource = {
  bases: [instancePaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    router.post(
      local(startInstancePath),
      handle((req) => {
        const principal = principalOf(req);
        if (!holdsMenu(db, principal, "myTask") && !holdsMenu(db, principal, MENU)) throw forbidden();
        const body = parseWith(startInstanceSchema, req.body);
        const id = db.transaction((tx) => {
          const definition = body.definitionId ? definitionOf(tx, principal, body.definitionId) : latestOf(tx, principal.tenantCode, body.definitionKey!);
          if (!definition) throw new SimError(m.definitionUnknown);
          if (definition.key === CLASSIFY_REVIEW_PROCESS_KEY) throw new SimError(m.startedByItsOrder);
          const variables = formVariables(definition.formKey, body.variables);
          return startProcess(tx, definition, principal, { businessKey: body.businessKey ?? null, variables, comment: body.comment ?? null }, new Date(ctx.now()));
        });
        return ok({ id });
      }),
    );
    router.get(
      local(getInstancePath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.instanceUnknown));
        const instance = instanceOf(db, principal, id);
        if (!mayRead(db, principal, instance)) throw new SimError(m.instanceUnknown);
        const definition = db.select({ xml: workflowDefinitions.xml, graph: workflowDefinitions.graph }).from(workflowDefinitions).where(and(scoped(workflowDefinitions, principal), eq(workflowDefinitions.id, instance.definitionId))).get()!;
        const history = db
          .select()
          .from(workflowHistory)
          .where(and(scoped(workflowHistory, principal), eq(workflowHistory.instanceId, instance.id)))
          .orderBy(asc(workflowHistory.seq))
          .all()
          .map(({ tenantCode: _t, instanceId: _i, seq: _s, ...step }) => ({ ...step, formKey: step.variables ? formKeyAt(definition.graph as ProcessGraph, step.activityId) : null, createTime: isoTime(step.createTime) }));
        const waits = waitsOf(db, principal, instance.id);
        const { tenantCode: _tenant, createTime: _c, updateTime: _u, ...rest } = instance;
        return ok({ ...rest, startTime: isoTime(instance.startTime), endTime: isoTime(instance.endTime), currentActivityIds: waits.ids, currentActivityNames: waits.names, xml: definition.xml, history, openTasks: waits.open });
      }),
    );
    router.use([local(activateInstancePath), local(suspendInstancePath), local(instancePaths.query), local(instancePaths.exportXlsx), local(instancePaths.exportDocx), local(instancePaths.exportPdf)], requireMenu(db, MENU));
    for (const [path, suspended] of [[activateInstancePath, false], [suspendInstancePath, true]] as const) {
      router.post(
        local(path),
        handle((req) => {
          const principal = principalOf(req);
          requireButton(db, principal, MENU, "status");
          const body = parseWith(instanceIdSchema, req.body);
          db.transaction((tx) => {
            const instance = instanceOf(tx, principal, body.id);
            if (instance.status === "ended") throw new SimError(m.instanceEnded);
            tx.update(workflowInstances).set({ suspended, updateTime: new Date(ctx.now()) }).where(and(scoped(workflowInstances, principal), eq(workflowInstances.id, instance.id))).run();
          });
          return ok();
        }),
      );
    }
  },
};
