/** The roles the demo's switchers offer besides the user's own (SPEC §6 names these two). */
export const DEMO_ROLES = ["ROLE_ADMIN", "ROLE_EDITOR"] as const;

/** The demo group's pages, in the menu's order after the group itself. */
export const DEMO_PATHS = ["/permission", "/permission/page", "/permission/directive", "/permission/role"] as const;
