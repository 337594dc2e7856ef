import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Designed forms (/formdesign, /generatorform; contract/dev/form.ts). A form is its key and name;
 * its design lives in `form_version`, append-only: every save writes the next version and old
 * versions stay readable. A filled-in form is kept in `form_submission` with the version it passed.
 */
export const forms = sqliteTable(
  "dev_form",
  {
    id: id(),
    tenantCode: tenantCode(),
    /** What a workflow user task names (`activiti:formKey="form:<key>"`); fixed once added. */
    key: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex("dev_form_key").on(t.tenantCode, t.key)],
);

export const formVersions = sqliteTable(
  "dev_form_version",
  {
    id: id(),
    tenantCode: tenantCode(),
    formId: text().notNull(),
    version: integer().notNull(),
    /** The design (contract `formSchemaSchema`) as JSON. */
    schema: text({ mode: "json" }).$type<unknown>().notNull(),
    createdBy: text().notNull(),
    createTime: createTime(),
  },
  (t) => [uniqueIndex("dev_form_version_number").on(t.tenantCode, t.formId, t.version)],
);

export const formSubmissions = sqliteTable(
  "dev_form_submission",
  {
    id: id(),
    tenantCode: tenantCode(),
    formId: text().notNull(),
    version: integer().notNull(),
    values: text({ mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdBy: text().notNull(),
    createTime: createTime(),
  },
  (t) => [index("dev_form_submission_form").on(t.tenantCode, t.formId, t.createTime)],
);
