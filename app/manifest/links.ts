import type { ExportFormat } from "#contract/admin/resource";

export const MANIFEST_PAGE = "/ManifestQuery";
/** The file route of the page's exports (app/routes/ManifestQuery.export.tsx). */
export const MANIFEST_EXPORT = "/ManifestQuery/export";

/** The search as typed, from the page's URL (`?bill=`, `?scac=&bill=` or `?container=`). */
export type ManifestSearch = { bill?: string; scac?: string; container?: string };

const withSearch = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "")).toString();
  return query ? `${path}?${query}` : path;
};

/** The page's URL for a search: a result is a link, and the back button returns to it. */
export const manifestPageFor = (search: ManifestSearch | null) => withSearch(MANIFEST_PAGE, { ...search });

/** The download of a search's events in a format. */
export const manifestExportFor = (search: ManifestSearch, format: ExportFormat) => withSearch(MANIFEST_EXPORT, { format, ...search });
