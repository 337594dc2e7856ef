import type { LoaderFunctionArgs } from "@remix-run/node";
import { myStatementDownload } from "~/prepaid/account.server";

/** The member's statement for a currency and period, as xlsx or PDF. */
export const loader = ({ request }: LoaderFunctionArgs) => myStatementDownload(request);
