import type { AnchorFigures } from "./anchor";
import type { ProductFigures } from "./browser";
import { formatRatio, type Timing } from "./stats";

/**
 * The product's user-facing figures beside the anchor's and their ratio, with issue #28's budgets
 * as ratios to the anchor. Without the anchor each figure falls back to the absolute budget the
 * bench had before (DESIGN §6), and the table says so.
 */

export interface Budgets {
  /** Ratios to the anchor. */
  loginFcpRatio: number;
  loginToHomeRatio: number;
  listFromSidebarRatio: number;
  /** Absolute, with or without the anchor. */
  loginGzipKiB: number;
  /** Absolute fall-backs where there is no anchor. */
  loginFcpMs: number;
  loginToHomeMs: number;
  listFromSidebarMs: number;
}

export interface Comparison {
  figure: string;
  unit: "ms" | "KiB";
  product: number;
  /** null: no anchor in this run. */
  anchor: number | null;
  /** The ratio budget (to the anchor) or, without one, null. */
  ratioBudget: number | null;
  /** An absolute budget: the figure's own (bytes), or the fall-back without an anchor. */
  absoluteBudget: number | null;
}

/** JS + CSS gzip KiB a first visit requested until its load event (median of the runs). */
export const firstVisitKiB = (t: Timing) => (t.phaseMedians.jsGzipKiB ?? NaN) + (t.phaseMedians.cssGzipKiB ?? NaN);

export function comparisons(product: ProductFigures, anchor: AnchorFigures | null, budgets: Budgets): Comparison[] {
  const timed = (figure: string, p: Timing, a: Timing | undefined, ratioBudget: number, fallbackMs: number): Comparison => ({
    figure,
    unit: "ms",
    product: p.medianMs,
    anchor: a ? a.medianMs : null,
    ratioBudget: a ? ratioBudget : null,
    absoluteBudget: a ? null : fallbackMs,
  });
  return [
    timed("/login first contentful paint", product.loginFcp, anchor?.loginFcp, budgets.loginFcpRatio, budgets.loginFcpMs),
    {
      figure: "/login first visit JS+CSS gzip",
      unit: "KiB",
      product: firstVisitKiB(product.loginFcp),
      anchor: anchor ? firstVisitKiB(anchor.loginFcp) : null,
      ratioBudget: null,
      absoluteBudget: budgets.loginGzipKiB,
    },
    // The anchor is a single-page app: drawn is ready there. The product paints its server's HTML
    // before the scripts hydrate it, so it has both figures; each meets the same budget.
    timed("Log in → home drawn (painted)", product.loginToWorkbenchDrawn, anchor?.loginToHome, budgets.loginToHomeRatio, budgets.loginToHomeMs),
    timed("Log in → home ready (hydrated)", product.loginToWorkbench, anchor?.loginToHome, budgets.loginToHomeRatio, budgets.loginToHomeMs),
    ...product.lists.flatMap((list) =>
      (["first", "again"] as const).map((visit) =>
        timed(`sidebar → ${list.path} rows, ${visit === "first" ? "first visit" : "again"}`, list[visit], anchor?.listFromSidebar, budgets.listFromSidebarRatio, budgets.listFromSidebarMs),
      ),
    ),
  ];
}

/** Within every budget the comparison has (a ratio to the anchor, an absolute one, or both). */
export function withinBudget(c: Comparison): boolean {
  const ratioOk = c.ratioBudget === null || (c.anchor !== null && c.product / c.anchor <= c.ratioBudget);
  const absoluteOk = c.absoluteBudget === null || c.product <= c.absoluteBudget;
  return ratioOk && absoluteOk && Number.isFinite(c.product);
}

const value = (n: number | null, unit: Comparison["unit"]) => (n === null || !Number.isFinite(n) ? "-" : `${n.toFixed(unit === "KiB" ? 1 : 0)} ${unit}`);
const pad = (s: string, width: number) => s.padEnd(width);
const lpad = (s: string, width: number) => s.padStart(width);

export function budgetText(c: Comparison): string {
  const parts = [c.ratioBudget === null ? null : `≤ ${formatRatio(c.ratioBudget)}`, c.absoluteBudget === null ? null : `≤ ${value(c.absoluteBudget, c.unit)}`];
  return parts.filter(Boolean).join(", ") || "-";
}

/** The side-by-side table, one line a figure: anchor, product, ratio, budget, verdict. */
export function comparisonTable(rows: Comparison[], heading: string): string {
  const line = (cells: string[]) => [pad(cells[0], 46), ...cells.slice(1, 4).map((c) => lpad(c, 11)), lpad(cells[4], 16), lpad(cells[5], 8)].join(" ");
  return [
    heading,
    line(["figure", "anchor", "product", "ratio", "budget", "verdict"]),
    ...rows.map((c) =>
      line([c.figure, value(c.anchor, c.unit), value(c.product, c.unit), c.anchor === null ? "-" : formatRatio(c.product / c.anchor), budgetText(c), withinBudget(c) ? "pass" : "FAIL"]),
    ),
  ].join("\n");
}

/** One line of where a transition's time went and what it fetched (medians of the runs). */
export function diagnosticLine(label: string, t: Timing): string {
  const m = t.phaseMedians;
  const times = ["ttfb", "htmlEnd", "load", "url", "drawn", "firstRow", "rows", "ready"].filter((k) => k in m).map((k) => `${k} ${Math.round(m[k])} ms`);
  const fetched = (kind: "js" | "css") => `${kind.toUpperCase()} ${m[`${kind}Requests`] ?? 0} req ${(m[`${kind}GzipKiB`] ?? 0).toFixed(1)} KiB`;
  return `  ${pad(label, 40)} median ${lpad(String(t.medianMs), 5)} ms (max ${t.maxMs}) | ${times.join(", ")} | ${fetched("js")}, ${fetched("css")}`;
}
