import { contrastWithWhite, paletteFrom, readableShade } from "./colors";

describe("theme palette", () => {
  it("keeps the brand colour at shade 5, tints before and shades after", () => {
    const palette = paletteFrom("#409EFF");
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe("#409eff");
    expect(contrastWithWhite(palette[0])).toBeLessThan(contrastWithWhite(palette[5]));
    expect(contrastWithWhite(palette[9])).toBeGreaterThan(contrastWithWhite(palette[5]));
  });

  it("picks a filled shade that passes WCAG AA with white text", () => {
    const palette = paletteFrom("#409EFF");
    const shade = readableShade(palette);
    expect(contrastWithWhite(palette[shade])).toBeGreaterThanOrEqual(4.5);
    expect(readableShade(paletteFrom("#304156"))).toBe(5);
  });
});
