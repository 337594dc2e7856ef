import { expiryOf } from "./share-expiry";

const NOW = Date.UTC(2026, 0, 15, 10, 30);
const DAY = 86_400_000;

describe("a share link's expiry", () => {
  it("counts days from the clock it is given", () => {
    expect(expiryOf("1", "", NOW)).toBe(new Date(NOW + DAY).toISOString());
    expect(expiryOf("7", "", NOW)).toBe(new Date(NOW + 7 * DAY).toISOString());
    expect(expiryOf("30", "", NOW + DAY)).toBe(new Date(NOW + 31 * DAY).toISOString());
  });

  it("lasts to the end of a chosen day, refusing a past day, a day beyond a year and a missing one", () => {
    const end = expiryOf("date", "2026-01-20", NOW)!;
    expect(Date.parse(end)).toBe(new Date(2026, 0, 21).getTime());
    expect(expiryOf("date", "2026-01-14", NOW)).toBeUndefined();
    expect(expiryOf("date", "2027-06-01", NOW)).toBeUndefined();
    expect(expiryOf("date", "", NOW)).toBeUndefined();
    // Today still counts until its end.
    expect(expiryOf("date", new Date(NOW).toISOString().slice(0, 10), NOW)).toBeDefined();
  });
});
