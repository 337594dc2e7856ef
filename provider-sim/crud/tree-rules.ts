import { SimError } from "../http";

/** The refusals of a tree's parent rule, in the entity's own words. */
export interface ParentMessages {
  self: string;
  missing: string;
}

/**
 * A record's parent must be one of the tree's nodes (`parents`: every node's id → its parent's),
 * and never the record itself or one of its descendants, so no edit can make a loop.
 */
export function checkParent(parents: ReadonlyMap<string, string | null | undefined>, parentId: string | null | undefined, id: string | undefined, messages: ParentMessages): void {
  if (!parentId) return;
  if (parentId === id) throw new SimError(messages.self);
  if (!parents.has(parentId)) throw new SimError(messages.missing);
  for (let at: string | null | undefined = parentId; at; at = parents.get(at)) {
    if (at === id) throw new SimError(messages.self);
  }
}
