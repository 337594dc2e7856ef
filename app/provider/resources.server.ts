import { z } from "zod";
import { DICT_BY_TYPE_PATH, dictEntrySchema, type DictEntry } from "#contract/admin/dictionary";
import { EXPORT_TIME_ZONE_PARAM, exportPathKey, historyEntrySchema, type ExportFormat, type HistoryEntry, type ResourcePaths } from "#contract/admin/resource";
import { pageSchema, type Page } from "#contract/envelope";
import type { Download, ProviderClient, Query } from "./client.server";

/** The calls every resource answers (PROVIDER-API.md "Method shapes"), like react-admin's DataProvider. */
export interface ResourceProvider {
  /** A GET with the query, or a POST with it as the JSON body (`inBody`). */
  list<T>(paths: ResourcePaths, row: z.ZodType<T>, query: Query, inBody?: boolean): Promise<Page<T>>;
  /** The whole tree, or the nodes the filters keep. */
  tree<T>(paths: ResourcePaths, node: z.ZodType<T>, filters?: Record<string, string>): Promise<T[]>;
  create(paths: ResourcePaths, body: unknown): Promise<void>;
  update(paths: ResourcePaths, body: unknown): Promise<void>;
  /** Deletes by `id`, or by the resource's own key (`regionCode`, `clientId`). */
  remove(paths: ResourcePaths, ids: readonly string[], by?: string): Promise<void>;
  /** The file written for the viewer: in the call's language, its times in `timeZone` (the viewer's zone). */
  exportFile(paths: ResourcePaths, format: ExportFormat, filters: Record<string, string>, timeZone: string): Promise<Download>;
  importRows(paths: ResourcePaths, rows: readonly unknown[]): Promise<void>;
  history(paths: ResourcePaths, id: string): Promise<HistoryEntry[]>;
  dictionary(dictType: string): Promise<DictEntry[]>;
  /** A GET answering a plain array (a resource's options call). */
  items<T>(path: string, row: z.ZodType<T>, query?: Query): Promise<T[]>;
}

/** The adapter bound once to a request's token and language, on the one provider client. */
export function resourceProvider(client: ProviderClient, token: string, lang?: string): ResourceProvider {
  const call = { token, lang };
  return {
    list: (paths, row, query, inBody = false) =>
      client.data({ ...call, method: inBody ? "POST" : "GET", path: paths.query, ...(inBody ? { json: query } : { query }), schema: pageSchema(row) }) as Promise<Page<z.infer<typeof row>>>,
    tree: (paths, node, filters) => client.data({ ...call, method: "GET", path: paths.tree, query: filters, schema: z.array(node) }),
    create: async (paths, body) => void (await client.request({ ...call, method: "POST", path: paths.add, json: body })),
    update: async (paths, body) => void (await client.request({ ...call, method: "PUT", path: paths.update, json: body })),
    remove: async (paths, ids, by = "id") => void (await client.request({ ...call, method: "POST", path: paths.delete, query: { [by]: [...ids] } })),
    exportFile: (paths, format, filters, timeZone) =>
      client.download({ ...call, method: "POST", path: paths[exportPathKey[format]], query: { [EXPORT_TIME_ZONE_PARAM]: timeZone }, form: filters, readOnly: true }),
    importRows: async (paths, rows) => void (await client.request({ ...call, method: "POST", path: paths.import, json: { rows } })),
    history: (paths, id) => client.data({ ...call, method: "GET", path: paths.history, query: { id }, schema: z.array(historyEntrySchema) }),
    items: (path, row, query) => client.data({ ...call, method: "GET", path, query, schema: z.array(row) }),
    dictionary: (dictType) => client.data({ ...call, method: "GET", path: DICT_BY_TYPE_PATH, query: { dictType }, schema: z.array(dictEntrySchema) }),
  };
}
