import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode } from "./columns";

/**
 * Uploaded files (SPEC §3 file: original filename, size, content type, file type). The bytes
 * live in the row, so a file and the record that names it commit or roll back together and a
 * backup of the database holds both (decision 0006).
 */
export const files = sqliteTable(
  "sys_file",
  {
    id: id(),
    tenantCode: tenantCode(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    /** Bytes. */
    size: integer().notNull(),
    fileType: text({ enum: ["image", "document", "video", "audio", "other"] }).notNull(),
    sha256: text().notNull(),
    content: blob({ mode: "buffer" }).notNull(),
    createBy: text(),
    createTime: createTime(),
  },
  (t) => [index("sys_file_tenant_created").on(t.tenantCode, t.createTime)],
);
