import { and, eq, inArray } from "drizzle-orm";
import { idSchema } from "../../contract/envelope";
import { newModelXml } from "../../contract/workflow/bpmn";
import { workflowMessages as m } from "../../contract/workflow/messages";
import { addModelSchema, deployModelPath, deployModelSchema, getModelPath, modelPaths, saveModelXmlPath, saveModelXmlSchema, updateModelSchema } from "../../contract/workflow/model";
import { orgs, users, workflowModels } from "../../db/schema";
import type { Queryable } from "../context";
import { requireButton } from "../crud/buttons";
import type { CrudResource, Row } from "../crud/resource";
import { handle, isoTime, ok, paramsOf, SimError } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import { deployDefinition } from "../workflow/deploy";
import { readProcess, readXml } from "../workflow/read";
import { requireMenu } from "./prepaid-access";
import type { SimResource } from "./resource";

const MENU = "processModel";

export function modelOf(q: Queryable, principal: Principal, id: string) {
  const row = q.select().from(workflowModels).where(and(scoped(workflowModels, principal), eq(workflowModels.id, id))).get();
  if (!row) throw new SimError(m.modelUnknown);
  return row;
}

/** The org and the referable orgs and people must be the tenant's own. */
function checkPeople(q: Queryable, principal: Principal, values: Record<string, unknown>): void {
  const orgIds = [...new Set([...(values.orgId ? [String(values.orgId)] : []), ...(values.referableOrgIds as string[])])];
  const userIds = [...new Set(values.referableUserIds as string[])];
  if (orgIds.length && q.select({ id: orgs.id }).from(orgs).where(and(scoped(orgs, principal), inArray(orgs.id, orgIds))).all().length !== orgIds.length) throw new SimError(m.orgUnknown);
  if (userIds.length && q.select({ id: users.id }).from(users).where(and(scoped(users, principal), inArray(users.id, userIds))).all().length !== userIds.length) throw new SimError(m.userUnknown);
}

/** A list row: the diagram stays out (getModel carries it); the org by name. */
function view(row: Row, q: Queryable, principal: Principal): Row {
  const { xml: _xml, ...rest } = row;
  const org = row.orgId ? q.select({ orgName: orgs.orgName }).from(orgs).where(and(scoped(orgs, principal), eq(orgs.id, String(row.orgId)))).get() : undefined;
  return { ...rest, orgName: org?.orgName ?? null, deployTime: isoTime(row.deployTime as Date | null) };
}

const crud: CrudResource = {
  menuCode: MENU,
  title: { en: "Process models", zh: "流程模型", tw: "流程模型" },
  paths: modelPaths,
  table: workflowModels,
  addSchema: addModelSchema,
  updateSchema: updateModelSchema,
  unique: { field: "key", column: workflowModels.key, message: m.modelKeyTaken },
  filters: {
    name: { column: workflowModels.name, match: "contains" },
    key: { column: workflowModels.key, match: "contains" },
    category: { column: workflowModels.category, match: "equals" },
  },
  sortable: { createTime: workflowModels.createTime, updateTime: workflowModels.updateTime, name: workflowModels.name, key: workflowModels.key },
  defaultOrder: [descending(workflowModels.updateTime)],
  exportColumns: [
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "key", header: { en: "Process key", zh: "流程标识", tw: "流程標識" } },
    { field: "category", header: { en: "Category", zh: "分类", tw: "分類" } },
    { field: "version", header: { en: "Version", zh: "版本", tw: "版本" } },
    { field: "deployedVersion", header: { en: "Deployed version", zh: "已部署版本", tw: "已部署版本" } },
    { field: "formKey", header: { en: "Used form", zh: "使用表单", tw: "使用表單" }, kind: { labels: { none: { en: "None (free variables)", zh: "无（自由变量）", tw: "無（自由變數）" }, leave: { en: "Leave request", zh: "请假申请", tw: "請假申請" } } } },
    { field: "description", header: { en: "Description", zh: "描述", tw: "描述" } },
    { field: "updateTime", header: { en: "Updated", zh: "更新时间", tw: "更新時間" }, kind: "time" },
  ],
  check(db, principal, values) {
    checkPeople(db, principal, values);
  },
  // A new model starts from a diagram holding its start event; an edit of its fields keeps the diagram.
  prepare(_db, _principal, values, id) {
    return id ? values : { ...values, xml: newModelXml(String(values.key), String(values.name)), version: 1 };
  },
  view,
};

export const workflowModel: SimResource = {
  bases: [modelPaths.base],
  crud,
  routes(router, local, ctx) {
    const { db } = ctx;
    router.use(local(modelPaths.base), requireMenu(db, MENU));
    router.get(
      local(getModelPath),
      handle((req) => {
        const principal = principalOf(req);
        const id = parseWith(idSchema, paramsOf(req).id, () => new SimError(m.modelUnknown));
        const model = modelOf(db, principal, id);
        return ok({ ...view({ ...model, createTime: isoTime(model.createTime), updateTime: isoTime(model.updateTime) } as unknown as Row, db, principal), xml: model.xml });
      }),
    );
    // The modeller saves drafts: well-formed BPMN is enough here, the subset is checked on deploy.
    router.put(
      local(saveModelXmlPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "update");
        const body = parseWith(saveModelXmlSchema, req.body);
        await readXml(body.xml);
        const at = new Date(ctx.now());
        db.transaction((tx) => {
          const model = modelOf(tx, principal, body.id);
          tx.update(workflowModels).set({ xml: body.xml, version: model.version + 1, updateTime: at }).where(and(scoped(workflowModels, principal), eq(workflowModels.id, model.id))).run();
        });
        return ok();
      }),
    );
    router.post(
      local(deployModelPath),
      handle(async (req) => {
        const principal = principalOf(req);
        requireButton(db, principal, MENU, "deploy");
        const body = parseWith(deployModelSchema, req.body);
        const model = modelOf(db, principal, body.id);
        const graph = await readProcess(model.xml);
        const at = new Date(ctx.now());
        const definition = db.transaction((tx) => {
          const current = modelOf(tx, principal, model.id);
          // Saved again while the diagram was read: deploy what is there now, read afresh next time.
          if (current.xml !== model.xml) throw new SimError(m.modelChanged);
          const made = deployDefinition(tx, { tenantCode: principal.tenantCode, key: current.key, name: current.name, category: current.category, description: current.description, modelId: current.id, formKey: current.formKey, xml: current.xml, graph }, at);
          tx.update(workflowModels).set({ deployedVersion: made.version, deployTime: at }).where(and(scoped(workflowModels, principal), eq(workflowModels.id, current.id))).run();
          return made;
        });
        return ok({ definitionId: definition.id, key: definition.key, version: definition.version });
      }),
    );
  },
};
