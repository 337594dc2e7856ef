import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Column makers shared by the schema's areas. Column names become snake_case in SQL. */
export const id = () => text().primaryKey();
export const createTime = () => integer({ mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
export const updateTime = () =>
  integer({ mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdateFn(() => new Date());
export const tenantCode = () => text().notNull();
