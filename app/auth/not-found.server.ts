import { screenTitle } from "~/auth/page-title.server";
import type { VisitorNotFound } from "~/auth/not-found";

/**
 * The 404 a visitor without a session gets for a path no screen owns (a mistyped address):
 * the page in their language, with ways home and to log in, instead of the login page.
 */
export function visitorNotFound(request: Request): Response {
  const body: VisitorNotFound = { visitor: true, title: screenTitle(request, "pages.notFoundTitle") };
  return new Response(JSON.stringify(body), { status: 404, headers: { "Content-Type": "application/json" } });
}
