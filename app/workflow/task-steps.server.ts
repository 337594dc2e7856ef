import type { z } from "zod";
import { assignTaskSchema, claimTaskSchema, decisiveTaskSchema, delegateTaskSchema, taskPaths } from "#contract/workflow/task";
import { rowErrors } from "~/resources/import.server";
import type { ActionHandler } from "~/resources/route.server";
import type { TaskStep } from "./task-steps";
import { completeStep } from "./task-form.server";


function step(schema: z.ZodType, path: string, done: string, read: (values: Record<string, string>) => Record<string, unknown> = (v) => v): ActionHandler {
  return async ({ client, call, values }) => {
    const input = { ...read(values), id: values.id };
    const parsed = schema.safeParse(input);
    if (!parsed.success) return { ok: false, fieldErrors: rowErrors(schema, input) };
    await client.request({ ...call, method: "POST", path, json: parsed.data });
    return { ok: true, success: { key: `resources.processModel.task.${done}` } };
  };
}

const said = (values: Record<string, string>) => ({ comment: values.comment });

/** The intents of /mytask: claim, and the six steps of the dialog. */
export const taskSteps: Record<"claim" | TaskStep, ActionHandler> = {
  claim: step(claimTaskSchema, taskPaths.claim, "claimed", said),
  complete: completeStep,
  assign: step(assignTaskSchema, taskPaths.assign, "done.assign", (v) => ({ comment: v.comment, userId: v.userId })),
  delegate: step(delegateTaskSchema, taskPaths.delegate, "done.delegate", (v) => ({ comment: v.comment, userId: v.userId })),
  regress: step(decisiveTaskSchema, taskPaths.regress, "done.regress", said),
  reject: step(decisiveTaskSchema, taskPaths.reject, "done.reject", said),
  terminate: step(decisiveTaskSchema, taskPaths.terminate, "done.terminate", said),
};
