import { and, eq } from "drizzle-orm";
import { attachmentOf, fileMessages } from "../../contract/file";
import { usaMessages as u } from "../../contract/usa/messages";
import { countries, currencies, dicts, files, locations, usCustomers, usParties } from "../../db/schema";
import type { Queryable } from "../context";
import { SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/**
 * The references a US clearance record names, checked against what the provider holds: ISO
 * countries and currencies, the US states dictionary, UN/LOCODE places and the tenant's own
 * customers and parties. A refusal names the field's rule (contract/usa/messages.ts).
 */
export function checkCountry(db: Queryable, code: unknown): void {
  if (typeof code !== "string" || !db.select({ one: countries.alpha2 }).from(countries).where(eq(countries.alpha2, code)).get()) throw new SimError(u.countryUnknown);
}

export function checkCurrency(db: Queryable, code: unknown): void {
  if (typeof code !== "string" || !db.select({ one: currencies.code }).from(currencies).where(eq(currencies.code, code)).get()) throw new SimError(u.currencyUnknown);
}

/** A state is named only for a US address, and must be one of the dictionary's. */
export function checkState(db: Queryable, countryCode: unknown, state: unknown): void {
  if (state === null || state === undefined) return;
  const known = db.select({ one: dicts.id }).from(dicts).where(and(eq(dicts.dictType, "us_state"), eq(dicts.dictValue, String(state)))).get();
  if (countryCode !== "US" || !known) throw new SimError(u.stateUnknown);
}

export function checkLocode(db: Queryable, code: unknown): void {
  if (code === null || code === undefined) return;
  if (!db.select({ one: locations.id }).from(locations).where(eq(locations.locode, String(code))).get()) throw new SimError(u.unLocodeUnknown);
}

export function checkCustomer(db: Queryable, principal: Principal, id: unknown): void {
  if (id === null || id === undefined) return;
  const found = db.select({ id: usCustomers.id }).from(usCustomers).where(and(scoped(usCustomers, principal), eq(usCustomers.id, String(id)))).get();
  if (!found) throw new SimError(u.customerUnknown);
}

export function checkParty(db: Queryable, principal: Principal, id: unknown): string {
  const found = db.select({ name: usParties.name }).from(usParties).where(and(scoped(usParties, principal), eq(usParties.id, String(id)))).get();
  if (!found) throw new SimError(u.partyUnknown);
  return found.name;
}

/** `YYYY-MM-DD` of an instant, in UTC: the provider's "today". */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/** An attachment a record names must be a file the caller's tenant uploaded. */
export function checkAttachments(db: Queryable, principal: Principal, values: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    if (values[field] === null || values[field] === undefined) continue;
    const file = attachmentOf(values[field]);
    const found = file && db.select({ id: files.id }).from(files).where(and(scoped(files, principal), eq(files.id, file.id))).get();
    if (!found) throw new SimError(fileMessages.badAttachment);
  }
}
