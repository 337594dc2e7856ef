import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After an action answered that the session expired (SPEC §8), the page's loaders must not run
 * again: they would send the page to the login screen, while the re-login dialog keeps the page
 * and its input. Every logged-in route exports this as its `shouldRevalidate`.
 */
export const keepPageAfterExpiry: ShouldRevalidateFunction = ({ actionResult, formData, defaultShouldRevalidate }) => {
  if (isPreview(formData)) return false;
  const expired = typeof actionResult === "object" && actionResult !== null && (actionResult as { sessionExpired?: unknown }).sessionExpired === true;
  return expired ? false : defaultShouldRevalidate;
};

/**
 * The shell's loader (routes/_shell.tsx: the user, the menu, the notices) after a move to another
 * screen. With single fetch, Remix runs every loader of the page on each navigation unless the
 * route says otherwise, so each click in the sidebar read the menu and the notices from the
 * provider again, and drew the whole shell again with the new objects. The shell now reloads
 * after a submission (a grant, a read notice, a language, another tenant), on a reload of the
 * same address (the tags' refresh, the re-login dialog) and on a full page load; moving between
 * screens, pages of a list or its filters keeps it (decision 0038). Each screen's own loader still
 * checks the session and the user's grants on the server.
 */
export const keepShellOnNavigation: ShouldRevalidateFunction = (args) => {
  const submission = args.formMethod !== undefined && args.formMethod.toUpperCase() !== "GET";
  if (!submission && args.currentUrl.href !== args.nextUrl.href) return false;
  return keepPageAfterExpiry(args);
};

/**
 * A submission whose intent is "preview" (a job's next fire times, the generator's files) only
 * works something out and writes nothing, so no page's loader needs to run again after it. Each
 * keystroke's preview also used to restart the whole page's reload, cutting the one before short.
 */
export function isPreview(formData: FormData | undefined): boolean {
  return formData?.get("intent") === "preview";
}
