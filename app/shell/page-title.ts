import { menuTrail, type ShellMenuNode } from "./menu";

/** Names of the pages outside the menu, and the product's, in the page's language. */
export interface TitleNames {
  app: string;
  /** By lower-cased path: the workbench and the profile, open to every logged-in user. */
  pages: Record<string, string>;
}

/** The document title of a logged-in page: "<menu title> · <product>", else the product alone. */
export function pageTitle(menu: readonly ShellMenuNode[], pathname: string, names: TitleNames): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  const page = menuTrail(menu, path).at(-1)?.menuName ?? names.pages[path];
  return page ? `${page} · ${names.app}` : names.app;
}
