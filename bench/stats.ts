/** Pure figures helpers of the bench: medians, timings of repeated runs, ratios as printed. */

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One measured run: the figure and its phases (and diagnostics), all numbers. */
export interface Run {
  ms: number;
  phases: Record<string, number>;
}

export interface Timing {
  /** Milliseconds of each measured run, in run order. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** Where the time went and what was fetched, per run (diagnostics, not budgeted). */
  phases: Record<string, number[]>;
  /** The median of each phase. */
  phaseMedians: Record<string, number>;
}

export function timing(runs: readonly Run[]): Timing {
  const ms = runs.map((r) => r.ms);
  const phases: Record<string, number[]> = {};
  for (const r of runs) for (const [k, v] of Object.entries(r.phases)) (phases[k] ??= []).push(Math.round(v * 10) / 10);
  const phaseMedians = Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(median(v) * 10) / 10]));
  return {
    runsMs: ms.map((x) => Math.round(x)),
    medianMs: Math.round(median(ms)),
    maxMs: Math.round(Math.max(...ms)),
    phases,
    phaseMedians,
  };
}

/** A ratio as printed: three significant digits (so 0.0008x does not print as 0.000x), "-" when unknown. */
export function formatRatio(n: number): string {
  if (!Number.isFinite(n)) return "-";
  return `${n >= 100 ? n.toFixed(0) : n.toPrecision(3)}x`;
}
