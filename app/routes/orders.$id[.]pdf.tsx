import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDownload } from "~/order/order.server";
import { recordPage } from "~/provider/record-page.server";

/** An order's printed PDF: a route without a page, so the browser saves or shows the file. */
export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => orderDownload(request, id, "pdf"));
