import { z } from "zod";
import { exportPathKey, historyEntrySchema, type ExportFormat, type HistoryEntry, type ResourcePaths } from "#contract/admin/resource";
import { pageSchema, type Page } from "#contract/envelope";
import type { Download, ProviderClient, Query } from "./client.server";

/** The calls every resource answers (PROVIDER-API.md "Method shapes"), like react-admin's DataProvider. */
export interface ResourceProvider {
  list<T>(paths: ResourcePaths, row: z.ZodType<T>, query: Query): Promise<Page<T>>;
  tree<T>(paths: ResourcePaths, node: z.ZodType<T>): Promise<T[]>;
  create(paths: ResourcePaths, body: unknown): Promise<void>;
  update(paths: ResourcePaths, body: unknown): Promise<void>;
  remove(paths: ResourcePaths, ids: readonly string[]): Promise<void>;
  exportFile(paths: ResourcePaths, format: ExportFormat, filters: Record<string, string>): Promise<Download>;
  importRows(paths: ResourcePaths, rows: readonly unknown[]): Promise<void>;
  history(paths: ResourcePaths, id: string): Promise<HistoryEntry[]>;
}

/** The adapter bound once to a request's token and language, on the one provider client. */
export function resourceProvider(client: ProviderClient, token: string, lang?: string): ResourceProvider {
  const call = { token, lang };
  return {
    list: (paths, row, query) => client.data({ ...call, method: "GET", path: paths.query, query, schema: pageSchema(row) }) as Promise<Page<z.infer<typeof row>>>,
    tree: (paths, node) => client.data({ ...call, method: "GET", path: paths.tree, schema: z.array(node) }),
    create: async (paths, body) => void (await client.request({ ...call, method: "POST", path: paths.add, json: body })),
    update: async (paths, body) => void (await client.request({ ...call, method: "PUT", path: paths.update, json: body })),
    remove: async (paths, ids) => void (await client.request({ ...call, method: "POST", path: paths.delete, query: { id: [...ids] } })),
    exportFile: (paths, format, filters) => client.download({ ...call, method: "POST", path: paths[exportPathKey[format]], form: filters }),
    importRows: async (paths, rows) => void (await client.request({ ...call, method: "POST", path: paths.import, json: { rows } })),
    history: (paths, id) => client.data({ ...call, method: "GET", path: paths.history, query: { id }, schema: z.array(historyEntrySchema) }),
  };
}
