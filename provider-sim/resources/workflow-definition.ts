import { and, asc, desc, eq, max, ne, sql } from "drizzle-orm";
import { idSchema } from "../../contract/envelope";
import { CLASSIFY_REVIEW_PROCESS_KEY } from "../../contract/workflow/classification-review";
import { activateDefinitionPath, definitionIdSchema, definitionOptionsPath, definitionPaths, getDefinitionPath, suspendDefinitionPath } from "../../contract/workflow/definition";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { workflowDefinitions } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { forbidden, handle, isoTime, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { holdsMenu, requireMenu } from "./prepaid-access";
import type { SimResource } from "./resource";

const MENU = "processDefinition";

export function definitionOf(q: Queryable, principal: Principal, id: string) {
  const row = q.select().from(workflowDefinitions).where(and(scoped(workflowDefinitions, principal), eq(workflowDefinitions.id, id))).get();
  if (!row) throw new SimError(m.definitionUnknown);
  return row;
}

/** The key's newest version, active or not; undefined when nothing of the key is deployed. */
export function latestOf(q: Queryable, tenantCode: string, key: string) {
  return q.select().from(workflowDefinitions).where(and(scoped(workflowDefinitions, tenantCode), eq(workflowDefinitions.key, key))).orderBy(desc(workflowDefinitions.version)).limit(1).get();
}

/** Whether no newer version of the key exists. */
const isLatest = sql<number>`${workflowDefinitions.version} = (select max(d.version) from ${workflowDefinitions} d where d.tenant_code = ${workflowDefinitions.tenantCode} and d.key = ${workflowDefinitions.key})`;

function view(row: Row, q: Queryable, principal: Principal): Row {
  const { xml: _xml, graph: _graph, ...rest } = row;
  const newest = q.select({ version: max(workflowDefinitions.version) }).from(workflowDefinitions).where(and(scoped(workflowDefinitions, principal), eq(workflowDefinitions.key, String(row.key)))).get();
  return { ...rest, latest: newest?.version === row.version, deployTime: isoTime(row.deployTime as Date | null) };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Process definitions", zh: "流程定义", tw: "流程定義" },
  paths: definitionPaths,
  table: workflowDefinitions,
  addSchema: definitionIdSchema,
  updateSchema: definitionIdSchema,
  readOnly: true,
  filters: {
    key: { column: workflowDefinitions.key, match: "contains" },
    name: { column: workflowDefinitions.name, match: "contains" },
    category: { column: workflowDefinitions.category, match: "equals" },
    suspended: { where: (value) => (value === "true" || value === "false" ? eq(workflowDefinitions.suspended, value === "true") : undefined) },
    latest: { where: (value) => (value === "true" ? sql`${isLatest}` : undefined) },
  },
  sortable: { createTime: workflowDefinitions.createTime, key: workflowDefinitions.key, version: workflowDefinitions.version, name: workflowDefinitions.name },
  defaultOrder: [descending(workflowDefinitions.createTime)],
  exportColumns: [
    { field: "key", header: { en: "Process key", zh: "流程标识", tw: "流程標識" } },
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "version", header: { en: "Version", zh: "版本", tw: "版本" } },
    { field: "category", header: { en: "Category", zh: "分类", tw: "分類" } },
    { field: "suspended", header: { en: "Suspended", zh: "已挂起", tw: "已掛起" }, kind: { labels: { true: { en: "Yes", zh: "是", tw: "是" }, false: { en: "No", zh: "否", tw: "否" } } } },
    { field: "createTime", header: { en: "Deployed", zh: "部署时间", tw: "部署時間" }, kind: "time" },
  ],
  view,
};

export const workflowDefinition: SimResource = {
  bases: [definitionPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    // Whoever may start a process reads the options; the rest is the definitions screen's.
    router.get(
      local(definitionOptionsPath),
      handle((req) => {
        const principal = principalOf(req);
        if (!holdsMenu(db, principal, "myTask") && !holdsMenu(db, principal, "processInstance")) throw forbidden();
        // The classification review starts from its order, never by hand.
        const startable = ne(workflowDefinitions.key, CLASSIFY_REVIEW_PROCESS_KEY);
        const rows = db.select().from(workflowDefinitions).where(and(scoped(workflowDefinitions, principal), eq(workflowDefinitions.suspended, false), startable, sql`${isLatest}`)).orderBy(asc(workflowDefinitions.name)).all();
        return ok(rows.map((row) => ({ value: row.key, label: row.name })));
      }),
    );
    router.use(local(definitionPaths.base), requireMenu(db, MENU));
    router.get(
      local(getDefinitionPath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.definitionUnknown));
        const row = definitionOf(db, principal, id);
        return ok({ ...view({ ...row, createTime: isoTime(row.createTime) } as unknown as Row, db, principal), xml: row.xml });
      }),
    );
    for (const [path, suspended] of [[activateDefinitionPath, false], [suspendDefinitionPath, true]] as const) {
      router.post(
        local(path),
        handle((req) => {
          const principal = principalOf(req);
          requireButton(db, principal, MENU, "status");
          const body = parseWith(definitionIdSchema, req.body);
          db.transaction((tx) => {
            definitionOf(tx, principal, body.id);
            tx.update(workflowDefinitions).set({ suspended }).where(and(scoped(workflowDefinitions, principal), eq(workflowDefinitions.id, body.id))).run();
          });
          return ok();
        }),
      );
    }
  },
};
