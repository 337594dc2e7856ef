import type { CandidateGroupOption } from "#contract/workflow/task";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import type { Option } from "~/resources/define";

/** The candidate groups a user task may name (`role:<code>`, `org:<id>`), labelled in the reader's language. */
export interface CandidateGroups {
  roles: Option[];
  orgs: Option[];
}

/** The provider's candidate groups as the modeller's and the lists' options, in the reader's language. */
export function candidateGroupsIn(groups: readonly CandidateGroupOption[], language: Language): CandidateGroups {
  const named = (kind: CandidateGroupOption["kind"]) => groups.filter((group) => group.kind === kind).map((group) => ({ value: group.value, label: String(localText(group, "label", language)) }));
  return { roles: named("role"), orgs: named("org") };
}

/** A task's candidate groups by name, in the diagram's order; a group the tenant no longer has shows as the diagram spells it. */
export function candidateNames(groups: readonly string[], known: CandidateGroups): string {
  const options = [...known.roles, ...known.orgs];
  return groups.map((group) => options.find((option) => option.value === group)?.label ?? group).join(", ");
}
