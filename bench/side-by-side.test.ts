import { describe, expect, it } from "vitest";
import type { AnchorFigures } from "./anchor";
import type { ProductFigures } from "./browser";
import { budgetText, comparisons, comparisonTable, diagnosticLine, withinBudget, type Budgets } from "./side-by-side";
import { timing, type Timing } from "./stats";

const BUDGETS: Budgets = { loginFcpRatio: 0.33, loginToHomeRatio: 0.2, listFromSidebarRatio: 0.3, loginGzipKiB: 128, loginFcpMs: 400, loginToHomeMs: 400, listFromSidebarMs: 300 };
const ms = (median: number, phases: Record<string, number> = {}): Timing => timing([{ ms: median, phases }]);

const product: ProductFigures = {
  loginFcp: ms(300, { jsGzipKiB: 100, cssGzipKiB: 20 }),
  homeFcp: ms(280),
  loginToWorkbench: ms(500),
  loginToWorkbenchDrawn: ms(380),
  lists: [{ path: "/sysuser", rows: 10, first: ms(450), again: ms(200, { url: 50, rows: 200, jsRequests: 0 }) }],
};
const anchor: AnchorFigures = { dir: "/anchor", loginFcp: ms(1000, { jsGzipKiB: 345, cssGzipKiB: 40 }), loginToHome: ms(2000), listFromSidebar: ms(1500) };

describe("comparisons", () => {
  it("puts each product figure beside the anchor's with the issue's ratio budgets, lists first visit and again", () => {
    const rows = comparisons(product, anchor, BUDGETS);
    expect(rows.map((r) => [r.figure, r.product, r.anchor, r.ratioBudget, r.absoluteBudget])).toEqual([
      ["/login first contentful paint", 300, 1000, 0.33, null],
      ["/login first visit JS+CSS gzip", 120, 385, null, 128],
      ["Log in → home drawn (painted)", 380, 2000, 0.2, null],
      ["Log in → home ready (hydrated)", 500, 2000, 0.2, null],
      ["sidebar → /sysuser rows, first visit", 450, 1500, 0.3, null],
      ["sidebar → /sysuser rows, again", 200, 1500, 0.3, null],
    ]);
    expect(rows.map(withinBudget)).toEqual([true, true, true, false, true, true]);
  });

  it("falls back to the absolute budgets without an anchor", () => {
    const rows = comparisons(product, null, BUDGETS);
    expect(rows.map((r) => [r.anchor, r.ratioBudget, r.absoluteBudget])).toEqual([
      [null, null, 400],
      [null, null, 128],
      [null, null, 400],
      [null, null, 400],
      [null, null, 300],
      [null, null, 300],
    ]);
    expect(rows.map(withinBudget)).toEqual([true, true, true, false, false, true]);
  });

  it("fails a figure that was not measured", () => {
    const unmeasured = { ...product, loginFcp: ms(300) };
    expect(withinBudget(comparisons(unmeasured, anchor, BUDGETS)[1])).toBe(false);
  });
});

describe("printing", () => {
  it("prints each budget the figure has", () => {
    const [fcp, bytes] = comparisons(product, anchor, BUDGETS);
    expect(budgetText(fcp)).toBe("≤ 0.330x");
    expect(budgetText(bytes)).toBe("≤ 128.0 KiB");
  });

  it("prints anchor, product, ratio and verdict on one line a figure", () => {
    const table = comparisonTable(comparisons(product, anchor, BUDGETS), "heading");
    const lines = table.split("\n");
    expect(lines[0]).toBe("heading");
    expect(lines[2]).toMatch(/^\/login first contentful paint\s+1000 ms\s+300 ms\s+0\.300x\s+≤ 0\.330x\s+pass$/);
    expect(lines[4]).toMatch(/^Log in → home drawn \(painted\)\s+2000 ms\s+380 ms\s+0\.190x\s+≤ 0\.200x\s+pass$/);
    expect(lines[5]).toMatch(/^Log in → home ready \(hydrated\)\s+2000 ms\s+500 ms\s+0\.250x\s+≤ 0\.200x\s+FAIL$/);
    expect(comparisonTable(comparisons(product, null, BUDGETS), "h").split("\n")[2]).toMatch(/^\/login first contentful paint\s+-\s+300 ms\s+-\s+≤ 400 ms\s+pass$/);
  });

  it("prints a transition's phases in order and what it fetched", () => {
    expect(diagnosticLine("again", product.lists[0].again)).toMatch(/again\s+median\s+200 ms \(max 200\) \| url 50 ms, rows 200 ms \| JS 0 req 0\.0 KiB, CSS 0 req 0\.0 KiB$/);
  });
});
