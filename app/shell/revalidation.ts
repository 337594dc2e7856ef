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
 * A submission whose intent is "preview" (a job's next fire times, the generator's files) only
 * works something out and writes nothing, so no page's loader needs to run again after it. Each
 * keystroke's preview also used to restart the whole page's reload, cutting the one before short.
 */
export function isPreview(formData: FormData | undefined): boolean {
  return formData?.get("intent") === "preview";
}
