import { json, type ActionFunctionArgs } from "@remix-run/node";
import { fileFacts, fileProblem, isChosenFile, UPLOAD_PART } from "#contract/file";
import { uploadFieldsSchema, type NetdiscEntry } from "#contract/netdisc";
import { failure } from "~/auth/action-result.server";
import { filesScreen } from "~/files/screen.server";
import type { ActionResult } from "~/lib/action-result";

/** GET has nothing to show: the screen is /upload-download. */
export const loader = () => new Response("Not Found", { status: 404 });

/**
 * One file of the files screen's upload queue (the browser sends each on its own, to follow its
 * progress): checked by SPEC §9's rules here as in the browser, then kept by the provider.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api, can } = await filesScreen(request);
  if (!can.add) return json<ActionResult>({ ok: false, error: { key: "errors.forbidden" } }, 403);
  const form = await request.formData();
  const parts = form.getAll(UPLOAD_PART).filter(isChosenFile);
  const problem = fileProblem(await Promise.all(parts.map(fileFacts)));
  if (problem) return json<ActionResult>({ ok: false, error: { text: problem } }, 400);
  const fields = uploadFieldsSchema.safeParse({
    space: form.get("space") ?? undefined,
    parentId: form.get("parentId") ?? undefined,
  });
  if (!fields.success) return json<ActionResult>({ ok: false, error: { key: "errors.hasError" } }, 400);
  try {
    const entry = await api.upload(fields.data.space, fields.data.parentId ?? null, parts[0]);
    return json<ActionResult & { entry: NetdiscEntry }>({ ok: true, entry });
  } catch (error) {
    return json<ActionResult>(failure(error));
  }
}
