import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderDownload } from "~/order/order.server";
import { recordPage } from "~/provider/record-page.server";

/** An order with its lines as a spreadsheet, downloaded. */
export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => orderDownload(request, id, "xlsx"));
