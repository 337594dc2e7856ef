import { z } from "zod";
import { idSchema } from "#contract/envelope";
import { activateDefinitionPath, suspendDefinitionPath } from "#contract/workflow/definition";
import { activateInstancePath, startInstancePath, startInstanceSchema, suspendInstancePath } from "#contract/workflow/instance";
import { leaveFormSchema } from "#contract/workflow/leave";
import { deployedSchema, deployModelPath } from "#contract/workflow/model";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { resourceProvider } from "~/provider/resources.server";
import { rowErrors } from "~/resources/import.server";
import type { ActionContext, ActionHandler, ResourceActionResult } from "~/resources/route.server";
import { variablesFromForm } from "./variables";

/** A model deployed as the next version of its key's definition; the refusal names the element outside the subset. */
export const deploy: ActionHandler = async ({ client, call, ids }) => {
  const id = idSchema.safeParse(ids[0]);
  if (!id.success) return { ok: false, error: { key: "kit.selectOne" } };
  const deployed = await client.data({ ...call, method: "POST", path: deployModelPath, json: { id: id.data }, schema: deployedSchema });
  return { ok: true, success: { key: "resources.processModel.deployed", values: { key: deployed.key, version: deployed.version } } };
};

/** Activate and suspend of a definition or an instance: one call each, on the one checked record. */
function statusStep(screen: "processDefinition" | "processInstance", step: "activate" | "suspend", path: string): ActionHandler {
  return async ({ client, call, ids }) => {
    const id = idSchema.safeParse(ids[0]);
    if (!id.success) return { ok: false, error: { key: "kit.selectOne" } };
    await client.request({ ...call, method: "POST", path, json: { id: id.data } });
    return { ok: true, success: { key: `resources.${screen}.done.${step}` } };
  };
}

export const definitionSteps = { activate: statusStep("processDefinition", "activate", activateDefinitionPath), suspend: statusStep("processDefinition", "suspend", suspendDefinitionPath) };
export const instanceSteps = { activate: statusStep("processInstance", "activate", activateInstancePath), suspend: statusStep("processInstance", "suspend", suspendInstancePath) };

/** Starts a definition: the leave form's fields become its variables, other forms send free variables. */
export const start: ActionHandler = async ({ client, call, values }) => {
  let variables: unknown;
  if (values.formKey === "leave") {
    const leave = leaveFormSchema.safeParse(values);
    if (!leave.success) return { ok: false, fieldErrors: rowErrors(leaveFormSchema, values) };
    variables = leave.data;
  } else {
    variables = variablesFromForm(values.variables);
  }
  const input = { definitionId: values.definitionId || undefined, definitionKey: values.definitionKey || undefined, businessKey: values.businessKey, comment: values.comment, variables };
  const parsed = startInstanceSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(startInstanceSchema, input) };
  await client.request({ ...call, method: "POST", path: startInstancePath, json: parsed.data });
  return { ok: true, success: { key: "resources.processModel.start.started" } };
};

/**
 * A screen's own steps that no menu button guards (starting a process, a task's steps): open to
 * whoever may open the screen, as the provider lets every granted user start and handle their tasks.
 */
export function ownAction(request: Request, path: string, handlers: Record<string, ActionHandler>): Promise<ResourceActionResult> {
  return answeringExpiry(request, async () => {
    const session = await requireRouteAccess(request, path);
    const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) return { ok: false, error: { key: "kit.errors.unknownIntent" } };
    const values = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
    const context: ActionContext = { request, session, call, client: provider(), api: resourceProvider(provider(), call.token, call.lang), form, values, ids: form.getAll("id").map(String) };
    try {
      return { intent, ...((await handler(context)) as ResourceActionResult) };
    } catch (error) {
      return { ...failure(error), intent };
    }
  });
}

/** The intent a form posts, read from a copy so the action proper can read the body again. */
export async function postedIntent(request: Request): Promise<string> {
  return z.string().catch("").parse((await request.clone().formData()).get("intent"));
}
