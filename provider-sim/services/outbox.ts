import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { OutboxEntry } from "../../contract/dev";
import type { OutboxChannel, OutboxMessage, OutboxQuery } from "../../contract/outbox";
import type { Page } from "../../contract/envelope";
import { outbox } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable } from "../context";
import { isoTime, page } from "../http";
import { windowOf } from "../paging";
import { acrossTenants, scoped } from "../tenant";

export interface Message {
  tenantCode: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/** "Sends" an SMS or e-mail: the simulator keeps it, under its tenant, for the outbox screens. */
export function send(db: Queryable, at: number, message: Message): void {
  db.insert(outbox)
    .values({ id: nextId(), ...message, createTime: new Date(at) })
    .run();
}

/** The dev outbox: every tenant's messages, newest first, optionally only those sent to one address. */
export function readOutbox(db: Queryable, to?: string): OutboxEntry[] {
  return acrossTenants("the dev outbox shows what every tenant was sent", () =>
    db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.createTime), desc(outbox.id))
      .all(),
  ).map((row) => ({
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createTime: isoTime(row.createTime)!,
  }));
}

/** One tenant's messages, newest first, for the admin outbox screen. */
export function queryOutbox(db: Queryable, tenantCode: string, query: OutboxQuery): Page<OutboxMessage> {
  const filters: (SQL | undefined)[] = [
    scoped(outbox, tenantCode),
    query.channel ? eq(outbox.channel, query.channel) : undefined,
    query.to ? eq(outbox.to, query.to) : undefined,
  ];
  const where = and(...filters);
  const { limit, offset } = windowOf(query);
  const rows = db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createTime), desc(outbox.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(outbox).where(where).get()?.n ?? 0;
  const list = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    createTime: isoTime(row.createTime)!,
  }));
  return page(list, total, query.currentPage, query.pageSize);
}
