import { describe, expect, it } from "vitest";
import { formatRatio, median, timing } from "./stats";

describe("median", () => {
  it("is the middle of an odd count and the mean of the two middles of an even one, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("is NaN for no runs, not the first of nothing", () => {
    expect(median([])).toBeNaN();
  });

  it("leaves its input in run order", () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe("timing", () => {
  it("keeps the runs in order, their median and max, and each phase's values and median", () => {
    const t = timing([
      { ms: 300.4, phases: { url: 100, jsGzipKiB: 12.34 } },
      { ms: 100.6, phases: { url: 50, jsGzipKiB: 12.34 } },
      { ms: 200, phases: { url: 70, jsGzipKiB: 0 } },
    ]);
    expect(t.runsMs).toEqual([300, 101, 200]);
    expect(t.medianMs).toBe(200);
    expect(t.maxMs).toBe(300);
    expect(t.phases).toEqual({ url: [100, 50, 70], jsGzipKiB: [12.3, 12.3, 0] });
    expect(t.phaseMedians).toEqual({ url: 70, jsGzipKiB: 12.3 });
  });
});

describe("formatRatio", () => {
  it("prints three significant digits, so small ratios keep their digits", () => {
    expect(formatRatio(0.88)).toBe("0.880x");
    expect(formatRatio(0.000812)).toBe("0.000812x");
    expect(formatRatio(12.345)).toBe("12.3x");
  });

  it("prints large ratios whole and an unknown one as a dash", () => {
    expect(formatRatio(1234.5)).toBe("1235x");
    expect(formatRatio(NaN)).toBe("-");
    expect(formatRatio(Infinity)).toBe("-");
  });
});
