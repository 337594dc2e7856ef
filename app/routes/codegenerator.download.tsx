import { json, type ActionFunctionArgs } from "@remix-run/node";
import { canAccess } from "~/auth/access";
import { failure } from "~/auth/action-result.server";
import { requireSession } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { postedDefinition } from "~/generator/generator.server";
import { generatorApi } from "~/provider/generator.server";
import { provider } from "~/provider/index.server";

/** The screens that download what they generate. */
const GENERATING = ["/codegenerator/forwardgenerator", "/codegenerator/reversegenerator"];

/** A definition's files as a zip; a definition with problems or a refusal answers JSON for the screen to show. */
export async function action({ request }: ActionFunctionArgs) {
  const session = await requireSession(request);
  if (!GENERATING.some((path) => canAccess(path, { roles: session.user.roles, menuPaths: session.menuPaths }))) throw new Response("Unauthorized", { status: 401 });
  const posted = postedDefinition(await request.formData());
  if ("problems" in posted) return json({ ok: false, fieldErrors: posted.problems }, 400);
  const api = generatorApi(provider(), { token: session.token, lang: i18nServer.getLocale(request) as Language });
  try {
    const zip = await api.download(posted.definition);
    const headers = new Headers({ "Content-Security-Policy": "sandbox", "Cache-Control": "no-store" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = zip.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(zip.body, { headers });
  } catch (error) {
    return json(failure(error), 400);
  }
}
