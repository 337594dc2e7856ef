import type { MantineColorsTuple } from "@mantine/core";

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i] * (1 - weight) + b[i] * weight) as Rgb;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

/**
 * Ten Mantine shades around a brand colour (shade 5 is the colour itself, lighter tints
 * before, darker shades after), like element-ui derives its palette.
 */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.9, 0.8, 0.6, 0.4, 0.2].map((w) => toHex(mix(base, white, w)));
  const shades = [0.1, 0.2, 0.3, 0.45].map((w) => toHex(mix(base, black, w)));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}

/**
 * The first shade from 5 on whose white text passes WCAG AA (4.5:1), so filled buttons and
 * links stay readable whatever colour a tenant picks.
 */
export function readableShade(palette: MantineColorsTuple): number {
  for (let i = 5; i < 10; i++) if (contrastWithWhite(palette[i]) >= 4.5) return i;
  return 9;
}
