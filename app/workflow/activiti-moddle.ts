/**
 * The `activiti:` attributes the engine reads (BPMN subset, decision 0027): who a user task goes
 * to, and the designed form it asks for (`activiti:formKey="form:<key>"`). Registered with bpmn-js and bpmn-moddle so they are read and written as attributes of
 * `xmlns:activiti="http://activiti.org/bpmn"`, never dropped as unknown.
 */
export const activitiModdle = {
  name: "Activiti",
  uri: "http://activiti.org/bpmn",
  prefix: "activiti",
  xml: { tagAlias: "lowerCase" },
  associations: [],
  types: [
    {
      name: "Assignable",
      extends: ["bpmn:UserTask"],
      properties: [
        { name: "assignee", isAttr: true, type: "String" },
        { name: "candidateGroups", isAttr: true, type: "String" },
        { name: "formKey", isAttr: true, type: "String" },
      ],
    },
  ],
  enumerations: [],
};

/** The assignee that names whoever started the instance. */
export const STARTER = "${starter}";

/** A candidate group as the engine spells it: `role:<roleCode>` or `org:<orgId>`. */
export type CandidateGroup = `role:${string}` | `org:${string}`;

/** `activiti:candidateGroups` split into its groups, blanks left out. */
export function candidateGroupsOf(attribute: string | undefined): string[] {
  return (attribute ?? "")
    .split(",")
    .map((group) => group.trim())
    .filter(Boolean);
}

/** The groups written back as the attribute, or undefined so an empty list removes it. */
export function candidateGroupsAttribute(groups: readonly string[]): string | undefined {
  return groups.length ? groups.join(",") : undefined;
}
