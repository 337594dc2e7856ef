import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { canUse } from "~/resources/protocol";

/** The session's `menuButton` codes, as the shell's loader sent them. */
export function useMenuButtons(): readonly string[] {
  return useRouteLoaderData<{ menuButton: string[] }>("routes/_shell")?.menuButton ?? [];
}

/** Renders its children only for a role granted `code` (`sysparam:add`); the server checks the same code. */
export function Can({ code, children }: { code: string; children: ReactNode }) {
  return canUse(useMenuButtons(), code) ? <>{children}</> : null;
}
