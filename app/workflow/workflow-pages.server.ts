import { json } from "@remix-run/node";
import { z } from "zod";
import { sysUserCalls } from "#contract/admin/sysuser";
import { idSchema } from "#contract/envelope";
import { definitionOptionsPath } from "#contract/workflow/definition";
import { LEAVE_PROCESS_KEY } from "#contract/workflow/leave";
import { getInstancePath, instanceDetailSchema } from "#contract/workflow/instance";
import { deployedSchema, deployModelPath, getModelPath, modelDetailSchema, saveModelXmlPath, saveModelXmlSchema } from "#contract/workflow/model";
import { taskPaths } from "#contract/workflow/task";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { resourceProvider } from "~/provider/resources.server";
import { rowErrors } from "~/resources/import.server";
import { canUse } from "~/resources/protocol";
import { screenTexts } from "~/resources/resources.i18n";
import { resourceLoader, type ActionHandler, type LoaderExtra, type ResourceLoaderData } from "~/resources/route.server";
import type { ResourceDeclaration } from "~/resources/define";
import { candidateNames, type CandidateGroups } from "./candidates";
import { loadCandidateGroups } from "./candidates.server";
import type { StartChoice } from "./StartDialog";
import { formKeysOf } from "./task-form";
import { loadTaskForms } from "./task-form.server";

const optionSchema = z.object({ value: z.string(), label: z.string() });

/**
 * What /mytask offers beside the list: the tenant's users to assign or delegate a task to, and
 * the processes its user may start (the leave process with its own form).
 */
export const taskPageExtra: LoaderExtra = async ({ api }) => {
  const [users, processes] = await Promise.all([api.items(taskPaths.userOptions, optionSchema), api.items(definitionOptionsPath, optionSchema)]);
  const choices: StartChoice[] = processes.map((p) => ({ key: p.value, name: p.label, formKey: p.value === LEAVE_PROCESS_KEY ? "leave" : "none" }));
  return { users, choices };
};

async function bound(request: Request, path: string) {
  const session = await requireRouteAccess(request, path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider(), api: resourceProvider(provider(), call.token, call.lang) };
}

/** The `?id=` of a page about one record, or a 404 for anything else. */
function idOf(request: Request): string {
  const id = idSchema.safeParse(new URL(request.url).searchParams.get("id"));
  if (!id.success) throw new Response("Not Found", { status: 404 });
  return id.data;
}

/** The modeller's page: the model with its diagram, the people, roles and orgs a task can go to, and the forms it can ask for. */
export async function modelerLoader(request: Request) {
  const { call, client, api } = await bound(request, "/processmodeler");
  const id = idOf(request);
  const [model, people, groups, forms] = await Promise.all([
    client.data({ ...call, method: "GET", path: getModelPath, query: { id }, schema: modelDetailSchema }),
    api.items(sysUserCalls.queryUsername, optionSchema),
    loadCandidateGroups(api, call.lang),
    api.items(taskPaths.formOptions, optionSchema),
  ]);
  return json({
    model,
    people: people.map((p) => ({ value: p.value, label: p.label && p.label !== p.value ? `${p.label} (${p.value})` : p.value })),
    ...groups,
    forms,
    texts: screenTexts(["processModel", "processDiagram"], call.lang),
  });
}

/** The modeller's save, and its save-then-deploy: each needs the models' button for it. */
export const modelerSteps: Record<"save" | "deploy", ActionHandler> = {
  save: async (context) => saveXml(context),
  deploy: async (context) => {
    const saved = await saveXml(context);
    if (!saved.ok) return saved;
    if (!canUse(context.session.authority.menuButton, "processModel:deploy")) return { ok: false, error: { key: "kit.errors.noPermission" } };
    const deployed = await context.client.data({ ...context.call, method: "POST", path: deployModelPath, json: { id: context.values.id }, schema: deployedSchema });
    return { ok: true, success: { key: "resources.processModel.deployed", values: { key: deployed.key, version: deployed.version } } };
  },
};

async function saveXml({ session, client, call, values }: Parameters<ActionHandler>[0]) {
  if (!canUse(session.authority.menuButton, "processModel:update")) return { ok: false, error: { key: "kit.errors.noPermission" } };
  const input = { id: values.id, xml: values.xml };
  const parsed = saveModelXmlSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(saveModelXmlSchema, input) };
  await client.request({ ...call, method: "PUT", path: saveModelXmlPath, json: parsed.data });
  return { ok: true, success: { key: "resources.processModel.modeler.saved" } };
}

/** An instance's page: its diagram, variables, open tasks (offered to groups by name) and history. */
export async function instanceDetailLoader(request: Request) {
  const { call, client, api } = await bound(request, "/processinstancedetail");
  const [instance, groups] = await Promise.all([
    client.data({ ...call, method: "GET", path: getInstancePath, query: { id: idOf(request) }, schema: instanceDetailSchema }),
    loadCandidateGroups(api, call.lang),
  ]);
  const openTasks = instance.openTasks.map((task) => ({ ...task, candidates: candidateNames(task.candidateGroups, groups) }));
  const forms = await loadTaskForms({ call, client, api }, formKeysOf(instance.history));
  return json({ instance: { ...instance, openTasks }, forms, texts: screenTexts(["processModel", "processInstance", "processDiagram"], call.lang) });
}

/** /mytask: the task list, with the designed forms its tasks ask for (by key), for the task dialog. */
export async function myTaskLoader(request: Request, resource: ResourceDeclaration) {
  const data = await taskListLoader(request, resource, taskPageExtra);
  const keys = formKeysOf(data.rows as { formKey?: string | null }[]);
  if (keys.length === 0) return { ...data, extra: { ...(data.extra as object), forms: {} } };
  const { call, client, api } = await bound(request, resource.path);
  return { ...data, extra: { ...(data.extra as object), forms: await loadTaskForms({ call, client, api }, keys) } };
}

/** A task list whose candidate groups read as names: the tenant's groups, read once for the page, label the column's values. */
export async function taskListLoader(request: Request, resource: ResourceDeclaration, extra?: LoaderExtra): Promise<ResourceLoaderData> {
  let groups: CandidateGroups = { roles: [], orgs: [] };
  const data = await resourceLoader(request, resource, async (context) => {
    const [known, more] = await Promise.all([loadCandidateGroups(context.api, context.call.lang as Language), extra?.(context)]);
    groups = known;
    return more;
  });
  return { ...data, options: { ...data.options, candidateGroups: [...groups.roles, ...groups.orgs] } };
}
