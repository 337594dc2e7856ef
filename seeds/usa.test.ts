import { amountText } from "../contract/money";
import { addUsCarrierSchema } from "../contract/usa/carrier";
import { addUsCustomerSchema } from "../contract/usa/customer";
import { addUsPartySchema } from "../contract/usa/party";
import { addUsPoaSchema, poaStatusOn } from "../contract/usa/poa";
import { addUsPortSchema } from "../contract/usa/port";
import { buildUsa } from "./usa";

const TODAY = "2026-11-25";
const seed = buildUsa(TODAY);
const of = <T extends { tenantCode: string }>(rows: readonly T[], tenant: string): T[] => rows.filter((r) => r.tenantCode === tenant);
const asInput = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : typeof v === "number" ? String(v) : v]));

describe("the US clearance demo book", () => {
  it("opens every basic-data screen of tenant 10001 on at least ten rows, and 10003 on a smaller book", () => {
    for (const rows of [seed.customerRows, seed.partyRows, seed.poaRows, seed.portRows, seed.carrierRows] as readonly (readonly { tenantCode: string }[])[]) {
      expect(of(rows, "10001").length).toBeGreaterThanOrEqual(10);
      expect(of(rows, "10003").length).toBeGreaterThan(0);
      expect(of(rows, "10003").length).toBeLessThan(of(rows, "10001").length);
    }
    expect(of(seed.partyRows, "10001").length).toBeGreaterThanOrEqual(30);
  });

  it("passes the rules a broker's own input must pass: EINs, importer numbers, SCACs, ports, POA terms", () => {
    const check = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, rows: Record<string, unknown>[]) => {
      for (const row of rows) expect({ row: row.id, ok: schema.safeParse(asInput(row)).success }).toEqual({ row: row.id, ok: true });
    };
    check(addUsCustomerSchema, seed.customerRows);
    // The form takes the bond's amount in dollars; the book keeps cents.
    check(addUsPartySchema, seed.partyRows.map(({ bondAmountCents, ...row }) => ({ ...row, bondAmountUsd: bondAmountCents ? amountText(bondAmountCents) : null })));
    check(addUsPoaSchema, seed.poaRows);
    check(addUsPortSchema, seed.portRows);
    check(addUsCarrierSchema, seed.carrierRows);
  });

  it("holds expired, expiring and valid powers of attorney on the day it was seeded, and flags demo truckers", () => {
    const statuses = new Set(of(seed.poaRows, "10001").map((p) => poaStatusOn(p.expiryDate, TODAY)));
    expect([...statuses].sort()).toEqual(["expired", "expiring", "valid"]);
    const truckers = seed.carrierRows.filter((c) => c.carrierKind === "drayage");
    expect(truckers.length).toBeGreaterThanOrEqual(3);
    expect(truckers.every((c) => c.isDemo && /demo/i.test(c.nameEn))).toBe(true);
  });

  it("is the same book for the same day", () => {
    expect(buildUsa(TODAY)).toEqual(seed);
  });
});
