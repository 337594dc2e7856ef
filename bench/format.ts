import type { PageAssets } from "./assets";
import type { LoadResult } from "./load";
import type { PagingFigure } from "./paging";
import { formatRatio } from "./stats";

/** The printed tables and lines of `npm run bench`. */

export const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
export const pad = (s: string, width: number) => (s.length >= width ? s : s + " ".repeat(width - s.length));
export const lpad = (s: string, width: number) => (s.length >= width ? s : " ".repeat(width - s.length) + s);

export function loadTable(rows: LoadResult[], baseline: LoadResult): string {
  const header = ["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "non2xx", "errors", "ratio(req/s)", "ratio(p95)"];
  const widths = [32, 9, 8, 8, 8, 7, 7, 13, 11];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? pad(c, widths[i]) : lpad(c, widths[i]))).join(" ");
  return [
    line(header),
    ...rows.map((r) =>
      line([
        r.target,
        fixed(r.reqPerSec, 0),
        fixed(r.p50, 2),
        fixed(r.p95, 2),
        fixed(r.p99, 2),
        String(r.non2xx),
        String(r.errors),
        formatRatio(r.reqPerSec / baseline.reqPerSec),
        formatRatio(r.p95 / baseline.p95),
      ]),
    ),
  ].join("\n");
}

export interface SummaryFigure {
  figure: string;
  value: number;
  unit: "ms" | "KiB" | "MB" | "x";
  /** null: reported, not budgeted. */
  budget: number | null;
}

/** Every budgeted figure of the run with its budget, its ratio to the budget and the verdict. */
export function summaryTable(figures: SummaryFigure[]): string {
  const line = (cells: string[]) => [pad(cells[0], 56), ...cells.slice(1).map((c) => lpad(c, 11))].join(" ");
  return [
    "summary (DESIGN §6 budgets; never fails the run)",
    line(["figure", "measured", "budget", "of budget", "verdict"]),
    ...figures.map((f) => {
      const value = f.unit === "x" ? formatRatio(f.value) : `${fixed(f.value, f.unit === "KiB" ? 1 : 0)} ${f.unit}`;
      if (f.budget === null) return line([f.figure, value, "-", "-", "reported"]);
      const budget = f.unit === "x" ? formatRatio(f.budget) : `${fixed(f.budget, f.unit === "KiB" ? 1 : 0)} ${f.unit}`;
      return line([f.figure, value, budget, formatRatio(f.value / f.budget), f.value <= f.budget ? "pass" : "FAIL"]);
    }),
  ].join("\n");
}

export function pagingTable(figures: PagingFigure[], budgetRatio: number): string {
  const line = (cells: string[]) => [pad(cells[0], 56), ...cells.slice(1).map((c) => lpad(c, 12))].join(" ");
  return [
    line(["audit log, 20 rows a page (median ms)", "1M rows", "1k rows", "ratio"]),
    ...figures.map((f) => {
      const r = f.bigMs / f.smallMs;
      return line([f.step, fixed(f.bigMs, 2), fixed(f.smallMs, 2), formatRatio(r)]) + ` (budget ${budgetRatio}x: ${r <= budgetRatio ? "within" : "OVER"})`;
    }),
  ].join("\n");
}

export function assetLine(label: string, a: PageAssets, budgetKiB?: number): string {
  const verdict = budgetKiB === undefined ? "no budget of its own" : `budget ${fixed(budgetKiB, 1)} KiB: ${a.totalGzipKiB <= budgetKiB ? "within" : "OVER"}`;
  const files = a.files.length;
  return (
    `first-visit JS+CSS gzip: ${pad(label, 24)} JS ${lpad(fixed(a.jsGzipKiB, 1), 6)} KiB  CSS ${lpad(fixed(a.cssGzipKiB, 1), 5)} KiB  ` +
    `total ${lpad(fixed(a.totalGzipKiB, 1), 6)} KiB  (${verdict}; ${files} files)`
  );
}

export const round = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
export const assetReport = (a: PageAssets, budgetKiB: number | null) => ({
  ...a,
  jsGzipKiB: round(a.jsGzipKiB),
  cssGzipKiB: round(a.cssGzipKiB),
  totalGzipKiB: round(a.totalGzipKiB),
  budgetKiB,
});

/** A load figure as reports/bench.json keeps it: rounded, with its ratios to the baseline. */
export const loadReport = (r: LoadResult, baseline: LoadResult) => ({
  ...r,
  reqPerSec: round(r.reqPerSec, 1),
  p50: round(r.p50, 3),
  p95: round(r.p95, 3),
  p99: round(r.p99, 3),
  ratioReqPerSec: round(r.reqPerSec / baseline.reqPerSec, 4),
  ratioP95: round(r.p95 / baseline.p95, 2),
});
