import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSecureRequest, setFlash } from "~/lib/flash.server";
import { resourcesByName } from "~/resources/registry";
import { resourceAction } from "~/resources/route.server";

/**
 * The files of a resource screen (exports and the import template). A screen's own route would
 * turn a file into action data, so its download forms post here, to a route without a page:
 * the browser then saves the attachment. Guard, button check and intent are the screen's own.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const resource = params.name && Object.hasOwn(resourcesByName, params.name) ? resourcesByName[params.name] : undefined;
  if (!resource) throw new Response("Not Found", { status: 404 });
  const answer = await resourceAction(request, resource);
  if (answer instanceof Response && answer.headers.get("Content-Disposition")) return answer;
  // A refusal or a failed provider call: back to the screen, with the reason as a message.
  const result = answer instanceof Response ? await answer.json() : answer;
  const message = result?.error ?? { key: "errors.generic" };
  throw redirect(resource.path, { headers: { "Set-Cookie": await setFlash({ kind: "error", ...message }, isSecureRequest(request)) } });
}

export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};
