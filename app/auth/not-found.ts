import { isRouteErrorResponse } from "@remix-run/react";

/** What the shell's 404 for a visitor without a session carries (not-found.server.ts). */
export interface VisitorNotFound {
  visitor: true;
  /** The browser title, in the visitor's language. */
  title: string;
}

export function visitorNotFoundOf(error: unknown): VisitorNotFound | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const data: unknown = error.data;
  return data && typeof data === "object" && "visitor" in data && data.visitor === true && "title" in data && typeof data.title === "string"
    ? { visitor: true, title: data.title }
    : null;
}
