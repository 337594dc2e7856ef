import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode } from "./columns";

/**
 * A tenant's own versions of the code generator's templates (SPEC §3 generator: template type and
 * item). Append-only: saving writes the next version, restoring writes an old text as the next
 * one, so every version stays readable. An item with no row here uses the shipped text (version 0).
 */
export const generatorTemplates = sqliteTable(
  "dev_generator_template",
  {
    id: id(),
    tenantCode: tenantCode(),
    templateSet: text().notNull(),
    item: text().notNull(),
    version: integer().notNull(),
    content: text().notNull(),
    /** Why this version was written: `save`, or `restore` of the version in `restoredFrom`. */
    reason: text({ enum: ["save", "restore"] }).notNull(),
    restoredFrom: integer(),
    createdBy: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("dev_generator_template_version").on(t.tenantCode, t.templateSet, t.item, t.version)],
);
