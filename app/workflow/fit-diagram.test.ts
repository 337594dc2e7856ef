import { describe, expect, it } from "vitest";
import { viewboxBeside } from "./fit-diagram";

describe("a diagram fitted beside the palette", () => {
  it("starts right of the palette and a margin, centred in what is left", () => {
    // 600 x 200 units into 700 x 400 px with 76 px of palette: 576 px free across, scale 0.96.
    const box = viewboxBeside({ x: 100, y: 50, width: 600, height: 200 }, { width: 700, height: 400 }, 76);
    const scale = 700 / box.width;
    expect(scale).toBeCloseTo(0.96);
    expect((100 - box.x) * scale).toBeCloseTo(100);
    expect((100 + 600 - box.x) * scale).toBeCloseTo(700 - 24);
    expect((50 - box.y) * scale + (200 * scale) / 2).toBeCloseTo(200);
  });

  it("never enlarges a small diagram past its natural size", () => {
    const box = viewboxBeside({ x: 0, y: 0, width: 100, height: 50 }, { width: 800, height: 600 }, 60);
    expect(box.width).toBe(800);
    expect(box.height).toBe(600);
  });
});
