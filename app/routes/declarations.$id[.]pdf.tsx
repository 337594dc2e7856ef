import type { LoaderFunctionArgs } from "@remix-run/node";
import { declarationPdf } from "~/declaration/declaration.server";
import { recordPage } from "~/provider/record-page.server";

/** A declaration's printed form (报关单) as PDF: a route without a page, so the browser saves or shows the file. */
export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => declarationPdf(request, id));
