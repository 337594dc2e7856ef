import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After an action answered that the session expired (SPEC §8), the page's loaders must not run
 * again: they would send the page to the login screen, while the re-login dialog keeps the page
 * and its input. Every logged-in route exports this as its `shouldRevalidate`.
 */
export const keepPageAfterExpiry: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const expired = typeof actionResult === "object" && actionResult !== null && (actionResult as { sessionExpired?: unknown }).sessionExpired === true;
  return expired ? false : defaultShouldRevalidate;
};
