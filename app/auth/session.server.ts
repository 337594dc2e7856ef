import { data, redirect, redirectDocument } from "@remix-run/node";
import type { Authority, CurrentUser, MenuNode, Org } from "#contract/auth";
import type { HeadNotifications } from "#contract/notification";
import { logoImageHref, type ActiveLogo } from "#contract/business/logo";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { isSecureRequest, setFlash } from "~/lib/flash.server";
import { SessionExpiredError } from "~/provider/errors";
import { getSysUser, provider, queryActiveLogo, queryHeadNotification, queryOrgList, registerNewSession, revokeToken } from "~/provider/index.server";
import type { ShellMenuNode } from "~/shell/menu";
import { parseAppEnv } from "~/env.server";
import { describedSession } from "~/request-context.server";
import { canAccess, menuPaths, rolesAllow } from "./access";
import { isOutage, messageForError } from "./messages.server";
import { createRevocationQueue } from "./revocation.server";
import { SessionPartsCache } from "./session-cache.server";
import {
  clearWorkingCookies,
  loadWorkingRoles,
  readWorkingChoice,
  workingAuthority,
  type WorkingChoice,
  type WorkingRoles,
} from "./role-switch.server";
import { clearTokenCookie, readToken, tokenCookie } from "./token-cookie.server";

/**
 * What the navigation guard loads for a logged-in visitor (SPEC §4), in the post and role the
 * user works as (SPEC §6): `user.roles` holds the effective roles, which decide every access.
 */
export interface Session extends Omit<WorkingRoles, "roles"> {
  token: string;
  user: CurrentUser;
  authority: Authority;
  orgs: Org[];
  /** The tenant's active logo, which the sidebar draws; null for the product's own. */
  logo: ActiveLogo;
  menuPaths: Set<string>;
  /** The bell's notices; null when the provider could not give them (they never block a session). */
  notices: HeadNotifications | null;
}

/** Raised when the user's data cannot make a session (SPEC §8 texts). */
class SessionRefused extends Error {
  constructor(readonly key: "errors.verificationFailed" | "errors.rolesEmpty") {
    super(key);
  }
}

/**
 * One set of provider calls per HTTP request, shared by the loaders it runs (with single fetch a
 * document or data request runs the layout's and the page's loaders with one Request). Across
 * requests only the parts that change with a grant are kept (session-cache.server.ts): the user
 * and the bell are asked every time.
 */
const perRequest = new WeakMap<Request, Map<string, Promise<Session>>>();

function loadOnce(request: Request, token: string, choice: WorkingChoice): Promise<Session> {
  let sessions = perRequest.get(request);
  if (!sessions) perRequest.set(request, (sessions = new Map()));
  const key = JSON.stringify([token, choice.post, choice.role]);
  let session = sessions.get(key);
  if (!session) sessions.set(key, (session = fetchSession(token, choice)));
  return session;
}

/** What a browser with no working post or role cookie asks for. */
const NO_CHOICE: WorkingChoice = { post: null, role: null };

type SessionParts = Pick<Session, "authority" | "orgs" | "logo" | keyof Omit<WorkingRoles, "roles">> & { roles: string[] };

let partsCache: SessionPartsCache<SessionParts> | undefined;
const sessionParts = () => (partsCache ??= new SessionPartsCache({ ttlMs: parseAppEnv(process.env).SESSION_CACHE_MS }));

/**
 * The session's kept parts (session-cache.server.ts). The user's roles and tenant are part of the
 * key: a role taken away elsewhere is seen at once.
 */
function sessionPartsOf(client: ReturnType<typeof provider>, token: string, user: CurrentUser, choice: WorkingChoice): Promise<SessionParts> {
  const load = async (): Promise<SessionParts> => {
    const working = async () => {
      const { roles, ...work } = await loadWorkingRoles(client, token, user, choice);
      // A post in which none of the user's roles applies leaves them without roles (SPEC §8).
      if (roles.length === 0) throw new SessionRefused("errors.rolesEmpty");
      return { ...work, roles, authority: await workingAuthority(client, token, user, roles) };
    };
    // The logo rides with the kept parts, so drawing it costs a page no call of its own; a logo
    // that cannot be had falls back to the product's.
    const logo = user.tenantCode ? queryActiveLogo(client, user.tenantCode).catch(() => null) : null;
    const [work, orgs] = await Promise.all([working(), queryOrgList(client, token)]);
    return { ...work, orgs, logo: await logo };
  };
  const key = JSON.stringify([token, choice.post, choice.role, user.id, user.tenantCode, [...user.roles].sort()]);
  return sessionParts().get(key, load);
}

async function fetchSession(token: string, choice: WorkingChoice): Promise<Session> {
  const client = provider();
  const user = await getSysUser(client, token);
  if (!user?.username) throw new SessionRefused("errors.verificationFailed");
  if (!Array.isArray(user.roles) || user.roles.length === 0) throw new SessionRefused("errors.rolesEmpty");
  const [{ roles, authority, orgs, logo, ...work }, notices] = await Promise.all([
    sessionPartsOf(client, token, user, choice),
    queryHeadNotification(client, token).catch(() => null),
  ]);
  return { token, user: { ...user, roles }, authority, orgs, logo, notices, menuPaths: menuPaths(authority.menu), ...work };
}

/** A page the browser loads whole (typed URL, reload, form without JavaScript), not a fetch. */
function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode === null || mode === "navigate";
}

/** What an action answers when the token died at the provider: the shell opens the re-login dialog. */
export const SESSION_EXPIRED_RESULT = {
  ok: false,
  sessionExpired: true,
  error: { key: "errors.sessionExpired" },
} as const satisfies ActionResult;

/** Thrown by the guard inside {@link answeringExpiry}, which turns it into the answer. */
const SESSION_EXPIRED = Symbol("session expired");
const answersExpiry = new WeakSet<Request>();

/**
 * Runs an action so an expired session answers {@link SESSION_EXPIRED_RESULT} (HTTP 401) as data
 * instead of redirecting: the page and its input stay, the dialog offers Re-Login or Cancel.
 * Used as `export const action = ({ request }) => answeringExpiry(request, async () => ...)`:
 * an arrow function, so the browser build drops the action with its server imports.
 */
export async function answeringExpiry<R extends ActionResult | Response>(request: Request, run: () => Promise<R>): Promise<R> {
  answersExpiry.add(request);
  try {
    return await run();
  } catch (error) {
    // The browser receives the ActionResult inside, which every R here extends.
    if (error === SESSION_EXPIRED) return data(SESSION_EXPIRED_RESULT, { status: 401 }) as unknown as R;
    throw error;
  }
}

/**
 * Where to log in again. Every way to the login page is a whole page load (`redirectDocument`):
 * the login page has no React (decision 0040), so a screen cannot draw it in place.
 */
function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  return target === "/" || target.startsWith("/login") ? "/login" : `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The navigation guard: no token → login with the redirect; a session that cannot load →
 * token cleared, the message (fallback 'Has Error'), login with the redirect. A provider
 * outage keeps the token and answers 503, so the page says so and recovers by itself.
 */
export async function requireSession(request: Request): Promise<Session> {
  const token = readToken(request);
  if (!token) throw redirectDocument(loginUrl(request));
  try {
    return describedSession(await loadOnce(request, token, readWorkingChoice(request)));
  } catch (error) {
    if (isOutage(error)) {
      throw new Response(JSON.stringify(messageForError(error)), {
        status: 503,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (error instanceof SessionExpiredError && !isDocumentRequest(request)) {
      // A form or fetcher: the page stays, its action answers the re-login dialog (SPEC §8).
      if (answersExpiry.has(request)) throw SESSION_EXPIRED;
      // A client-side navigation: the dialog's words without its buttons would mislead on the login page.
      throw redirectDocument(loginUrl(request), { headers: { "Set-Cookie": clearTokenCookie(isSecureRequest(request)) } });
    }
    const secure = isSecureRequest(request);
    const message = error instanceof SessionRefused ? { key: error.key } : messageForError(error);
    const headers = new Headers();
    headers.append("Set-Cookie", clearTokenCookie(secure));
    headers.append("Set-Cookie", await setFlash({ kind: "error", ...message }, secure));
    throw redirectDocument(loginUrl(request), { headers });
  }
}

/** The guard plus the route decision, made on the server: a hidden route answers 401. */
export async function requireRouteAccess(request: Request, path = new URL(request.url).pathname): Promise<Session> {
  const session = await requireSession(request);
  if (!canAccess(path, { roles: session.user.roles, menuPaths: session.menuPaths })) {
    throw new Response("Unauthorized", { status: 401 });
  }
  return session;
}

/**
 * After the token endpoint said yes: register the session and check the user (SPEC §7, §8).
 * If any step fails the token is revoked, so no half-made session stays behind.
 */
export async function establishSession(
  request: Request,
  token: { access_token: string; expires_in: number },
  redirectTo: string,
): Promise<Response> {
  const client = provider();
  let user: CurrentUser;
  try {
    await registerNewSession(client, token.access_token);
    const found = await getSysUser(client, token.access_token);
    if (!found?.username) throw new SessionRefused("errors.verificationFailed");
    if (!Array.isArray(found.roles) || found.roles.length === 0) throw new SessionRefused("errors.rolesEmpty");
    user = found;
  } catch (error) {
    await revokeToken(client, token.access_token).catch(() => undefined);
    throw error;
  }
  // The first page after the redirect needs the session's posts, authority and orgs: they are on
  // their way while the browser follows the redirect (the working cookies are cleared below, so
  // that page asks with no choice). A failure here is the first page's to report. With nothing
  // kept (SESSION_CACHE_MS=0) that page asks anyway, so nothing is asked here.
  if (sessionParts().keeps) void sessionPartsOf(client, token.access_token, user, NO_CHOICE).catch(() => undefined);
  const secure = isSecureRequest(request);
  const headers = new Headers();
  headers.append("Set-Cookie", tokenCookie(token.access_token, token.expires_in, secure));
  for (const cookie of clearWorkingCookies(secure)) headers.append("Set-Cookie", cookie);
  return redirect(redirectTo, { headers });
}

export function sessionRefusalMessage(error: unknown) {
  return error instanceof SessionRefused ? { key: error.key } : messageForError(error);
}

const revocations = createRevocationQueue((token) => revokeToken(provider(), token));

/** Logout: the token is revoked at the provider (retried while it is down), then the cookies are cleared. */
export async function endSession(request: Request): Promise<Response> {
  const token = readToken(request);
  if (token) await revocations.revoke(token);
  const secure = isSecureRequest(request);
  const headers = new Headers();
  headers.append("Set-Cookie", clearTokenCookie(secure));
  for (const cookie of clearWorkingCookies(secure)) headers.append("Set-Cookie", cookie);
  return redirectDocument("/login", { headers });
}

/** The slice of the session the browser needs to draw the shell. */
export function shellData(session: Session, language: Language) {
  const { user, authority } = session;
  return {
    user: {
      id: user.id,
      username: user.username,
      nickname: user.nickname ?? null,
      avatar: user.avatar ?? null,
      tenantCode: user.tenantCode ?? null,
      tenantName: user.tenantName ?? null,
      roles: user.roles,
      availableRoles: session.availableRoles,
      posts: session.posts,
      activePost: session.activePost,
      activeRole: session.activeRole,
    },
    menu: trimMenu(authority.menu, language, user.roles),
    menuButton: authority.menuButton,
    logo: session.logo && user.tenantCode ? logoImageHref(user.tenantCode, session.logo.id) : null,
  };
}

/**
 * The menu as the shell draws it: sorted, hidden flags read, names in the page's language only,
 * and without the routes whose `meta.roles` the user lacks (SPEC §6), so neither the menu nor
 * the search offers a page that would answer 401.
 */
function trimMenu(nodes: readonly MenuNode[] | undefined, language: Language, roles: readonly string[]): ShellMenuNode[] {
  return [...(nodes ?? [])]
    .filter((node) => !node.menuPath || rolesAllow(node.menuPath, roles))
    .sort((a, b) => (a.menuSequence ?? 0) - (b.menuSequence ?? 0))
    .map((node) => ({
      menuCode: node.menuCode,
      menuName: node.menuNames?.[language] || node.menuName,
      menuIcon: node.menuIcon ?? null,
      menuPath: node.menuPath ?? null,
      hidden: String(node.menuStatus ?? "0") === "1",
      children: trimMenu([...(node.routes ?? []), ...(node.children ?? [])], language, roles),
    }));
}

/** The session if the token cookie still holds one, else null (for pages open to both). */
export async function optionalSession(request: Request): Promise<Session | null> {
  const token = readToken(request);
  if (!token) return null;
  try {
    return await loadOnce(request, token, readWorkingChoice(request));
  } catch {
    return null;
  }
}
