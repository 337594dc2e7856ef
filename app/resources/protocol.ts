import { buttonCode, intentButton, type ResourceDeclaration } from "./define";

/** Why an action was refused before it reached the provider. */
export type Refusal = { status: 400; key: "kit.errors.unknownIntent" } | { status: 403; key: "kit.errors.noPermission" };

/**
 * The action protocol (decision 4): the intent must be one of the kit's, and its button must be
 * among the session's `menuButton` codes. The UI hides the same buttons through `<Can>`.
 */
export function decideIntent(resource: Pick<ResourceDeclaration, "name" | "menuCode" | "actions" | "without">, intent: unknown, menuButton: readonly string[]): { intent: string } | { refusal: Refusal } {
  const button = typeof intent === "string" ? intentButton(resource, intent) : undefined;
  if (typeof intent !== "string" || button === undefined) return { refusal: { status: 400, key: "kit.errors.unknownIntent" } };
  if (button && !menuButton.includes(buttonCode(resource, button))) return { refusal: { status: 403, key: "kit.errors.noPermission" } };
  return { intent };
}

/** Whether the codes allow a button of the resource: the one rule `<Can>` and the server share. */
export function canUse(menuButton: readonly string[] | undefined, code: string): boolean {
  return menuButton?.includes(code) ?? false;
}
