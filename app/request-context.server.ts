import { AsyncLocalStorage } from "node:async_hooks";

/** What the app knows about the browser request it is serving (SPEC §7 provider calls carry it). */
export interface RequestContext {
  requestId: string;
  /** The browser's address, as express reads it (honouring TRUST_PROXY). */
  clientAddress: string;
  /** Per-request CSP nonce for inline and module scripts. */
  nonce: string;
  /** Filled in by the navigation guard once the session loads, for the request log. */
  user?: string;
  tenant?: string;
}

/**
 * One store for the process: server.ts and the Remix build each bundle this module, so the
 * store lives on a global symbol both copies share.
 */
const KEY = Symbol.for("trade-platform.request-context");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
export const requestContextStore: AsyncLocalStorage<RequestContext> = (globals[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function currentRequest(): RequestContext | undefined {
  return requestContextStore.getStore();
}

/** Names the logged-in user and tenant in the current request's log line. */
export function describeRequestUser(user: { username?: string | null; tenantCode?: string | null }) {
  const context = requestContextStore.getStore();
  if (!context) return;
  context.user = user.username ?? undefined;
  context.tenant = user.tenantCode ?? undefined;
}

/** The guard's session, after naming its user and tenant in the request log. */
export function describedSession<S extends { user: { username?: string | null; tenantCode?: string | null } }>(session: S): S {
  describeRequestUser(session.user);
  return session;
}

/** The load context Remix hands loaders, actions and the document render. */
export interface AppLoadContextValues {
  nonce: string;
  requestId: string;
  clientAddress: string;
  describeUser: typeof describeRequestUser;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends AppLoadContextValues {}
}
