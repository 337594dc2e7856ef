import type { RoleNameOption } from "#contract/admin/sysrole";
import type { Authority, CurrentUser, MenuNode } from "#contract/auth";
import type { UserPost } from "#contract/user-posts";
import { readCookie } from "~/lib/cookies";
import { type ProviderClient, queryCurrentAuthority, queryRoleName, querySysUserPostTree } from "~/provider/index.server";

/**
 * SPEC §6 "switch roles", the MSCode way: a user holds posts (one main, others part-time) and
 * roles granted per post; they work in one post at a time, optionally as one of its roles.
 * The choice lives in two session cookies; what the user may choose is the provider's word.
 */
export const ACTIVE_POST_COOKIE = "activePost";
export const ACTIVE_ROLE_COOKIE = "activeRole";

export type RoleOption = RoleNameOption;
export type PostSummary = Pick<UserPost, "postCode" | "postName" | "postNameEn" | "postNameZh" | "postNameTw" | "postType">;

/** What the cookies ask for; checked against the provider's answers before it counts. */
export interface WorkingChoice {
  post: string | null;
  role: string | null;
}

export interface WorkingRoles {
  posts: PostSummary[];
  activePost: string | null;
  availableRoles: RoleOption[];
  activeRole: string | null;
  /** The roles the session works as: the active role, else every role available in the post. */
  roles: string[];
}

/** A code as the provider could have sent it: short, no control characters. */
const CODE = /^[^\u0000-\u001f\u007f]{1,64}$/;

export function readWorkingChoice(request: Request): WorkingChoice {
  const header = request.headers.get("Cookie");
  const code = (name: string) => {
    const value = readCookie(header, name);
    return value && CODE.test(value) ? value : null;
  };
  return { post: code(ACTIVE_POST_COOKIE), role: code(ACTIVE_ROLE_COOKIE) };
}

/** Sets the cookie for the browser session, or clears it when `value` is null. */
export function workingCookie(name: typeof ACTIVE_POST_COOKIE | typeof ACTIVE_ROLE_COOKIE, value: string | null, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return value === null ? `${name}=; Max-Age=0; ${attributes}` : `${name}=${encodeURIComponent(value)}; ${attributes}`;
}

/** Both cookies cleared: a new login starts in the main post with all its roles. */
export function clearWorkingCookies(secure: boolean): string[] {
  return [workingCookie(ACTIVE_POST_COOKIE, null, secure), workingCookie(ACTIVE_ROLE_COOKIE, null, secure)];
}

/** The provider's post tree as a list, main post first. */
function flattenPosts(nodes: readonly UserPost[]): PostSummary[] {
  const list = nodes.flatMap(function walk(node): PostSummary[] {
    const { postCode, postName, postNameEn, postNameZh, postNameTw, postType } = node;
    return [{ postCode, postName, postNameEn, postNameZh, postNameTw, postType }, ...(node.children ?? []).flatMap(walk)];
  });
  return [...list.filter((p) => p.postType === "main"), ...list.filter((p) => p.postType !== "main")];
}

/**
 * The posts, the active post (the cookie's if held, else the main one), the roles available
 * there and the active role (the cookie's if available, else none: all of them).
 */
export async function loadWorkingRoles(
  client: ProviderClient,
  token: string,
  user: CurrentUser,
  choice: WorkingChoice,
): Promise<WorkingRoles> {
  const posts = flattenPosts(await querySysUserPostTree(client, token, user.id));
  const activePost = (posts.find((p) => p.postCode === choice.post) ?? posts[0])?.postCode ?? null;
  const availableRoles = activePost
    ? await queryRoleName(client, token, user.id, activePost)
    : user.roles.map((code) => ({ value: code, label: code }));
  const activeRole = availableRoles.some((r) => r.value === choice.role) ? choice.role : null;
  const roles = activeRole ? [activeRole] : availableRoles.map((r) => r.value);
  return { posts, activePost, availableRoles, activeRole, roles };
}

/**
 * The authority of the roles the session works as. All the user's roles: one plain query.
 * Fewer: the provider answers one role at a time, so each is asked and the answers merged.
 */
export async function workingAuthority(client: ProviderClient, token: string, user: CurrentUser, roles: readonly string[]): Promise<Authority> {
  const all = roles.length === user.roles.length && user.roles.every((r) => roles.includes(r));
  if (all) return queryCurrentAuthority(client, token, user.username);
  return mergeAuthorities(await Promise.all(roles.map((role) => queryCurrentAuthority(client, token, user.username, role))));
}

/** Several roles' authorities as one: roles, menus (matched by menuCode) and buttons united. */
export function mergeAuthorities(parts: readonly Authority[]): Authority {
  const unite = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    status: parts[0]?.status,
    type: parts[0]?.type,
    currentAuthority: unite(parts.map((p) => p.currentAuthority)),
    menu: parts.reduce<MenuNode[]>((menu, part) => mergeMenus(menu, part.menu), []),
    menuButton: unite(parts.map((p) => p.menuButton)).sort(),
  };
}

function mergeMenus(into: readonly MenuNode[], from: readonly MenuNode[] | undefined): MenuNode[] {
  const merged = [...into];
  for (const node of from ?? []) {
    const at = merged.findIndex((m) => m.menuCode === node.menuCode);
    if (at < 0) {
      merged.push(node);
      continue;
    }
    const same = merged[at];
    merged[at] = { ...same, ...kids("routes", same.routes, node.routes), ...kids("children", same.children, node.children) };
  }
  return merged;
}

function kids(key: "routes" | "children", a: MenuNode[] | undefined, b: MenuNode[] | undefined) {
  return a || b ? { [key]: mergeMenus(a ?? [], b) } : {};
}
