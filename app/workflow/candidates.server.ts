import { candidateGroupOptionSchema, taskPaths } from "#contract/workflow/task";
import type { Language } from "~/lib/constants";
import type { ResourceProvider } from "~/provider/resources.server";
import { candidateGroupsIn } from "./candidates";

/** The tenant's candidate groups named in the reader's language: one call for a whole page. */
export async function loadCandidateGroups(api: ResourceProvider, language: Language) {
  return candidateGroupsIn(await api.items(taskPaths.candidateGroupOptions, candidateGroupOptionSchema), language);
}
