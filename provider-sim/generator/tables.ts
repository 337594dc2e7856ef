import type Database from "better-sqlite3";
import { generatorMessages as g, RESERVED_FIELDS, type EntityDefinitionInput, type GeneratorField } from "../../contract/dev/generator";
import { SimError } from "../http";

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** Tables a definition may be read from: the provider's own, not SQLite's or the migrator's. */
export function tableNames(sqlite: Database.Database): { tableName: string; columns: number }[] {
  const names = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name")
    .pluck()
    .all() as string[];
  return names.map((tableName) => ({ tableName, columns: columnsOf(sqlite, tableName).length }));
}

function columnsOf(sqlite: Database.Database, tableName: string): ColumnInfo[] {
  return sqlite.prepare("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)").all(tableName) as ColumnInfo[];
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (c) => c.toUpperCase());
/** `license_number` → "License number": a first wording the developer refines. */
const words = (name: string) => name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

function fieldType(column: ColumnInfo): GeneratorField["type"] {
  const type = column.type.toUpperCase();
  if (/^(is|has)_|_(enabled|flag)$/.test(column.name) && type.includes("INT")) return "boolean";
  if (type.includes("INT")) return "integer";
  if (/REAL|FLOA|DOUB|NUM|DEC/.test(type)) return "decimal";
  if (/_(date|on)$/.test(column.name)) return "date";
  return "text";
}

/**
 * A table's columns as an entity definition to finish (reverse generation): the record's own
 * columns (id, tenant, times) left out, each other column a field with a first wording in every
 * language, required where the column is NOT NULL without a default.
 */
export function definitionOfTable(sqlite: Database.Database, tableName: string): EntityDefinitionInput {
  if (!tableNames(sqlite).some((t) => t.tableName === tableName)) throw new SimError(g.unknownTable, 404, 404);
  const reserved = new Set<string>(RESERVED_FIELDS);
  const fields = columnsOf(sqlite, tableName)
    .filter((column) => column.pk === 0 && !reserved.has(camel(column.name)) && /^[a-z][a-z0-9_]*$/.test(column.name))
    .slice(0, 40)
    .map((column) => {
      const label = words(column.name);
      const type = fieldType(column);
      return {
        name: camel(column.name),
        type,
        labelEn: label,
        labelZh: label,
        labelTw: label,
        required: column.notnull === 1 && column.dflt_value === null && type !== "boolean",
        listed: true,
        filtered: false,
        exported: true,
        sortable: false,
      } satisfies EntityDefinitionInput["fields"][number];
    });
  const segments = tableName.split("_");
  const entity = pascal(segments.length > 1 ? segments.slice(1).join("_") : tableName);
  const title = words(segments.length > 1 ? segments.slice(1).join("_") : tableName);
  return { serviceName: "business", packageName: "business", entityName: entity.length > 1 ? entity : `${entity}Record`, tableName, titleEn: title, titleZh: title, titleTw: title, fields };
}
