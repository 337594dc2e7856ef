/**
 * The checks that survive a new list: those of rows still in it. The same set when nothing was
 * dropped, so a revalidation that brings the same rows does not render the table again.
 */
export function keptChecks(before: Set<string>, present: (id: string) => boolean): Set<string> {
  const kept = [...before].filter(present);
  return kept.length === before.size ? before : new Set(kept);
}
