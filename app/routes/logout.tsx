import { redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/auth/session.server";

export const action = ({ request }: ActionFunctionArgs) => endSession(request);

/** Logout is a POST (no mutating GETs); a typed URL just goes to login. */
export const loader = () => redirectDocument("/login");
