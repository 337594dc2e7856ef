import { createContext, useContext } from "react";

/**
 * The build's manifest version while the server renders a page. Pages that ship no scripts name
 * it in `<meta name="release">`, so the new-version check (SPEC §4) still sees a release change.
 */
export const ReleaseContext = createContext<string | undefined>(undefined);

export function useRelease(): string | undefined {
  return useContext(ReleaseContext);
}

/**
 * What a route's `handle` may say about the page it is on. `hydrate: false` (the public site)
 * renders HTML only: no React in the browser, just the route's own small `scripts`, which are
 * files under public/ loaded deferred with the release as their cache key.
 */
export interface PageHandle {
  hydrate?: boolean;
  /** The marketing area's look (SPEC §9): its theme colour and root font scaling. */
  site?: "public";
  scripts?: readonly string[];
}

/** The page a route's matches make: their handles merged, the deepest says last; scripts add up. */
export function pageOf(handles: readonly unknown[]): Omit<PageHandle, "scripts"> & { scripts: string[] } {
  const page: Omit<PageHandle, "scripts"> & { scripts: string[] } = { scripts: [] };
  for (const handle of handles as readonly (PageHandle | undefined)[]) {
    if (!handle) continue;
    if (handle.hydrate !== undefined) page.hydrate = handle.hydrate;
    if (handle.site) page.site = handle.site;
    for (const src of handle.scripts ?? []) if (!page.scripts.includes(src)) page.scripts.push(src);
  }
  return page;
}
