import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { WordedOption } from "../../contract/admin/options";
import { dicts } from "../../db/schema";
import type { Queryable } from "../context";
import type { Text } from "../crud/export-text";

/**
 * A type list (`queryOrgType`, `queryRegionType`, `queryNotificationType` …) as a dropdown: the
 * entries of its dictionary the tenant sees (the platform's and its own), worded per language.
 * A dictionary nobody has filled yet answers the product's own values, so a form's select is
 * never empty.
 */
export function typeOptions(db: Queryable, tenantCode: string, dictType: string, builtIn: Readonly<Record<string, Text>>): WordedOption[] {
  const entries = db
    .select({ value: dicts.dictValue, label: dicts.dictName, labelEn: dicts.dictNameEn, labelZh: dicts.dictNameZh, labelTw: dicts.dictNameTw })
    .from(dicts)
    .where(and(eq(dicts.dictType, dictType), isNotNull(dicts.parentId), or(isNull(dicts.tenantCode), eq(dicts.tenantCode, tenantCode))))
    .orderBy(asc(dicts.dictSequence), asc(dicts.id))
    .all();
  if (entries.length > 0) return entries;
  return Object.entries(builtIn).map(([value, text]) => ({ value, label: text.en, labelEn: text.en, labelZh: text.zh, labelTw: text.tw }));
}
