import { desc, eq } from "drizzle-orm";
import type { OutboxEntry } from "../../contract/dev";
import { outbox } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { isoTime } from "../http";

export interface Message {
  tenantCode: string | null;
  channel: "sms" | "email";
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/** "Sends" an SMS or e-mail: the simulator keeps it for the dev outbox to show. */
export function send(db: Queryable, at: number, message: Message): void {
  db.insert(outbox)
    .values({ id: nextId(), ...message, createTime: new Date(at) })
    .run();
}

/** Newest first, optionally only those sent to one address. */
export function readOutbox(db: Queryable, to?: string): OutboxEntry[] {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createTime), desc(outbox.id))
    .all()
    .map((row) => ({
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      body: row.body,
      code: row.code,
      createTime: isoTime(row.createTime)!,
    }));
}
