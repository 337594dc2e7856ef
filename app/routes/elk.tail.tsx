import type { LoaderFunctionArgs } from "@remix-run/node";
import { logTail } from "~/logs/logs.server";

/** The log viewer's live tail: the provider's server-sent events, passed on (decision 0030). */
export const loader = ({ request }: LoaderFunctionArgs) => logTail(request);
