/**
 * The checks that survive a new list: those of rows still in it. The same set when nothing was
 * dropped, so a revalidation that brings the same rows does not render the table again.
 */
export function keptChecks(before: Set<string>, present: (id: string) => boolean): Set<string> {
  const kept = [...before].filter(present);
  return kept.length === before.size ? before : new Set(kept);
}

/**
 * A fetcher submission with one entry per value of a list (`id=a&id=b`, as a form with several
 * checked boxes sends): handed a plain object, the router would join a list into `id=a,b`.
 */
export function formOf(values: Record<string, string | readonly string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") body.append(name, value);
    else value.forEach((each) => body.append(name, each));
  }
  return body;
}
