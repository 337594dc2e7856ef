import type { LoaderFunctionArgs } from "@remix-run/node";
import { attachmentDisposition } from "#contract/admin/resource";
import { exportDeclaration } from "~/forms/declaration";
import { formNotFound, formsScreen } from "~/forms/forms.server";

/** A form's resource declaration as a `.ts` download (the export button of /generatorform). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, can } = await formsScreen(request);
  if (!can.export) throw new Response("Forbidden", { status: 403 });
  const form = await api.get(params.id ?? "").catch(formNotFound);
  const { fileName, text } = exportDeclaration(form);
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Disposition": attachmentDisposition(fileName), "Cache-Control": "no-store" },
  });
}
