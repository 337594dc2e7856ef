import { contrast, contrastWithWhite, paletteFrom } from "./colors";

describe("theme palette", () => {
  it("keeps the brand colour at shade 5, tints before and shades after", () => {
    const palette = paletteFrom("#409EFF");
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe("#409eff");
    expect(contrastWithWhite(palette[0])).toBeLessThan(contrastWithWhite(palette[5]));
    expect(contrastWithWhite(palette[9])).toBeGreaterThan(contrastWithWhite(palette[5]));
  });

  it("makes the filled shade (6) pass WCAG AA with white text, light colours and dark alike", () => {
    for (const colour of ["#409EFF", "#13C2C2", "#FFD43B", "#304156"]) {
      const palette = paletteFrom(colour);
      expect(contrastWithWhite(palette[6]), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette[6], palette[0]), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(palette[9])).toBeGreaterThan(contrastWithWhite(palette[6]));
    }
  });
});
