import type { Router } from "express";
import type { SimContext } from "../context";
import type { CrudResource } from "../crud/resource";

/**
 * One entity of the simulated provider, declared in its own module: the factory's calls
 * (`crud`), the entity's further calls (`routes`: authorize…, queryXxxByYyy), and the path
 * prefixes they live under. Every call under `bases` needs a token and the caller's URL grant,
 * except the `open` ones (any signed-in user) and the `openForSelf` ones (about the caller's own
 * `userId`).
 */
export interface SimResource {
  bases: readonly string[];
  crud?: CrudResource;
  /** The screen whose module must be on for the calls (the crud's menu by default). */
  menuCode?: string;
  routes?: (router: Router, local: (path: string) => string, ctx: SimContext) => void;
  open?: readonly string[];
  openForSelf?: readonly string[];
}
