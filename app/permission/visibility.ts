/** The message a role-visible element without a role list raises (SPEC §5), as a translation key. */
export const NEED_ROLES = "resources.permission.directive.needRoles";

/** A role-visible element was given no list of roles: a developer's mistake, not a user's. */
export class NeedRolesError extends Error {
  readonly key = NEED_ROLES;
  constructor() {
    super("need roles!");
  }
}

/**
 * SPEC §6 element visibility: shown when the user holds at least one listed role; an empty list
 * leaves it shown; no list at all is the error "need roles!" (SPEC §5).
 */
export function visibleTo(userRoles: readonly string[], roles?: readonly string[]): boolean {
  if (!Array.isArray(roles)) throw new NeedRolesError();
  return roles.length === 0 || roles.some((role) => userRoles.includes(role));
}
