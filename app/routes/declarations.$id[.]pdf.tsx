import type { LoaderFunctionArgs } from "@remix-run/node";
import { idSchema } from "#contract/envelope";
import { declarationPdf } from "~/declaration/declaration.server";

/** A declaration's printed form (报关单) as PDF: a route without a page, so the browser saves or shows the file. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw new Response("Not Found", { status: 404 });
  return declarationPdf(request, id.data);
}
