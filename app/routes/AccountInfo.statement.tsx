import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountStatementDownload } from "~/prepaid/account.server";

/** An account's statement for a period, as xlsx or PDF. */
export const loader = ({ request }: LoaderFunctionArgs) => accountStatementDownload(request);
