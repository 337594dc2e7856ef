import { openDb } from "../db/client";
import { usPowersOfAttorney as poa } from "../db/schema";
import { ascending, descending, orderByOf, reversedKey } from "./paging";

describe("sort keys with NULLs placed", () => {
  const db = openDb(":memory:");
  const expiries = [null, "2026-12-01", "2026-11-01", null, "2027-01-01"];
  db.insert(poa)
    .values(expiries.map((expiryDate, i) => ({ id: String(i + 1), tenantCode: "10001", partyId: "1", poaType: "corporation" as const, grantorName: "G", granteeName: "B", executedDate: "2025-01-01", expiryDate })))
    .run();
  const read = (keys: Parameters<typeof orderByOf>[0]) => db.select({ id: poa.id }).from(poa).orderBy(...orderByOf(keys)).all().map((r) => r.id);

  it("puts NULLs last in ascending order when asked, and the reversed keys read exactly backwards", () => {
    const keys = [ascending(poa.expiryDate, "last"), descending(poa.id)];
    expect(read(keys)).toEqual(["3", "2", "5", "4", "1"]);
    expect(read(keys.map(reversedKey))).toEqual(["1", "4", "5", "2", "3"]);
  });

  it("leaves SQLite's own place of NULLs when not asked", () => {
    expect(read([ascending(poa.expiryDate), ascending(poa.id)])).toEqual(["1", "4", "3", "2", "5"]);
  });
});
