import { and, eq, like, max } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";

/** A table whose new records take a number of the month they were opened in. */
type Numbered = SQLiteTable & { id: SQLiteColumn; tenantCode: SQLiteColumn; createTime: SQLiteColumn; updateTime: SQLiteColumn };

/**
 * Gives a just-created record its number PREFIX-YYMM-NNNN: the month of its createTime (the
 * simulator's clock) and the tenant's next number in that month. Answers the createTime of a
 * record it numbered; null when the record already had a number (an edit) or is not the tenant's.
 */
export function numberByMonth(db: Queryable, principal: Principal, table: Numbered, field: string, prefix: string, id: string): Date | null {
  const column = (table as unknown as Record<string, SQLiteColumn>)[field];
  const mine = and(scoped(table, principal), eq(table.id, id));
  const row = db.select({ number: column, createTime: table.createTime }).from(table).where(mine).get() as { number: string | null; createTime: Date } | undefined;
  if (!row || row.number) return null;
  const day = row.createTime.toISOString();
  const start = `${prefix}-${day.slice(2, 4)}${day.slice(5, 7)}-`;
  const [{ last }] = db.select({ last: max(column) }).from(table).where(and(scoped(table, principal), like(column, `${start}%`))).all() as { last: string | null }[];
  const next = last ? Number(last.slice(start.length)) + 1 : 1;
  db.update(table)
    .set({ [field]: `${start}${String(next).padStart(4, "0")}`, updateTime: row.createTime } as never)
    .where(mine)
    .run();
  return row.createTime;
}
