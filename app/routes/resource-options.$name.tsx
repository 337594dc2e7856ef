import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { resourcesByName } from "~/resources/registry";
import { dependentOptions } from "~/resources/route.server";

/**
 * The options of a screen's field that hang on another field's value (`?field=cityCode&parent=440000`),
 * read as the form's choice changes. The screen's own guard applies: whoever may open it may ask.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const resource = params.name && Object.hasOwn(resourcesByName, params.name) ? resourcesByName[params.name] : undefined;
  if (!resource) throw new Response("Not Found", { status: 404 });
  const query = new URL(request.url).searchParams;
  return json(await dependentOptions(request, resource, query.get("field") ?? "", query.get("parent")?.trim() ?? ""));
}
