/**
 * Snowflake ids (41 bits of milliseconds since 2020-01-01, 10 bits of worker, 12 bits of
 * sequence), carried as strings because they exceed JavaScript's safe integers.
 */
const EPOCH = 1577836800000n;
let lastMs = 0n;
let sequence = 0n;

export function nextId(worker = 1): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) {
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    sequence = 0n;
  }
  if (now < lastMs) now = lastMs;
  lastMs = now;
  return (((now - EPOCH) << 22n) | (BigInt(worker & 0x3ff) << 12n) | sequence).toString();
}

/** A deterministic id for seeds: same input, same id, on every machine. */
export function seedId(n: number): string {
  return ((1n << 52n) + BigInt(n)).toString();
}
