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

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function contrastWithWhite(hex: string): number {
  return contrast(hex, "#ffffff");
}

/**
 * Ten Mantine shades around a brand colour: lighter tints 0–4, the colour itself at 5, and
 * from 6 (Mantine's filled shade) darker shades. Shade 6 is the lightest that passes WCAG AA
 * (4.5:1) both under white text (filled buttons) and as text on the palest tint (light badges,
 * alerts), so the UI stays readable whatever colour a tenant picks.
 */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.9, 0.8, 0.6, 0.4, 0.2].map((w) => toHex(mix(base, white, w)));
  const palest = tints[0];
  let darken = 0.1;
  while (darken < 0.9 && contrast(toHex(mix(base, black, darken)), palest) < 4.6) darken += 0.02;
  const shades = [0, 0.1, 0.2, 0.3].map((extra) => toHex(mix(base, black, Math.min(darken + extra, 0.95))));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
}
