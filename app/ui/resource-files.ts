import type { ResourceDeclaration } from "~/resources/define";

/** Where a resource screen's download forms post (app/routes/resource-files.$name.tsx). */
export function resourceFilesPath(resource: Pick<ResourceDeclaration, "name">): string {
  return `/resource-files/${encodeURIComponent(resource.name)}`;
}
