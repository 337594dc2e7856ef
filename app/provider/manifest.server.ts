import { EXPORT_TIME_ZONE_PARAM, exportPathKey, type ExportFormat } from "#contract/admin/resource";
import { manifestAnswerSchema, manifestExamplesSchema, manifestPaths, type ManifestAnswer, type ManifestExample, type ManifestQuery } from "#contract/customs/manifest";
import type { Download, ProviderClient } from "./client.server";

type Call = { token: string; lang: string };

/** The query as the provider's parameters: the whole bill, or the container. */
const paramsOf = (query: ManifestQuery): Record<string, string> => (query.bill ? { bill: query.bill } : { container: query.container! });

/** What the provider's manifest says of a bill or a container; nothing matching comes back as "noBill". */
export function queryManifest(client: ProviderClient, call: Call, query: ManifestQuery): Promise<ManifestAnswer> {
  return client.data({ ...call, method: "GET", path: manifestPaths.query, query: paramsOf(query), schema: manifestAnswerSchema });
}

/** A few of the tenant's bills to try, one per status. */
export function manifestExamples(client: ProviderClient, call: Call): Promise<ManifestExample[]> {
  return client.data({ ...call, method: "GET", path: manifestPaths.examples, schema: manifestExamplesSchema });
}

/** The events of what the query finds, as a file written for the viewer (language of the call, times in `timeZone`). */
export function exportManifest(client: ProviderClient, call: Call, format: ExportFormat, query: ManifestQuery, timeZone: string): Promise<Download> {
  return client.download({ ...call, method: "POST", path: manifestPaths[exportPathKey[format]], query: { [EXPORT_TIME_ZONE_PARAM]: timeZone }, form: paramsOf(query), readOnly: true });
}
