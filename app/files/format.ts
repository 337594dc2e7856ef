const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A size as people read it: 1 decimal from KB on (1024-based, as SPEC §9's "10MB" is). */
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${Math.round(value * 10) / 10} ${UNITS[unit]}`;
}

/** The share of the quota used, 0–100, for the usage bar. */
export const usedPercent = (used: number, quota: number) => Math.min(100, Math.round((used / quota) * 1000) / 10);
