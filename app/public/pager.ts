/**
 * The page numbers a pager shows: the first, the last and two either side of this one; a gap of
 * one page shows that page instead.
 */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const skipped = i === 0 ? 0 : n - shown[i - 1] - 1;
    if (skipped === 0) return [n];
    return skipped === 1 ? [n - 1, n] : ["gap" as const, n];
  });
}
