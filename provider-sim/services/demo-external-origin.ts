import { eq } from "drizzle-orm";
import { jumpTokenBase } from "../../contract/business/jump";
import type { Db } from "../../db/client";
import { externalSystems } from "../../db/schema";
import { DEMO_EXTERNAL_MOUNT } from "../routes/demo-external";

const URL_FIELDS = ["bindingUrl", "skipUrl", "tokenCheckUrl", "unbindUrl"] as const;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A URL of the demo system or of the token calls on a loopback origin, moved to `origin`; others as they are. */
export function onOrigin(value: string, origin: string): string {
  const url = new URL(value);
  const ours = url.pathname.startsWith(`${DEMO_EXTERNAL_MOUNT}/`) || url.pathname.startsWith(`${jumpTokenBase}/`);
  if (!ours || !LOOPBACK.has(url.hostname) || url.protocol !== "http:") return value;
  return `${origin}${url.pathname}${url.search}`;
}

/**
 * Points the external systems served by this simulator's demo system at the origin it listens
 * on: the seeds name the default port, and the port varies (tests, parallel runs). Only loopback
 * URLs of the demo system and the token calls move; an administrator's own systems stay.
 */
export function pointDemoSystemsAt(db: Db, origin: string): void {
  const rows = db.select().from(externalSystems).all();
  for (const row of rows) {
    const moved = Object.fromEntries(URL_FIELDS.map((field) => [field, onOrigin(row[field], origin)]));
    if (URL_FIELDS.some((field) => moved[field] !== row[field])) db.update(externalSystems).set(moved).where(eq(externalSystems.id, row.id)).run();
  }
}
