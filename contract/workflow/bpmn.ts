/**
 * The BPMN subset the modeller draws and the engine runs (decision 0027): BPMN 2.0 XML as
 * bpmn-js writes it, with Activiti's attributes for who does a user task. Anything else in a
 * process is refused on deploy, naming the element.
 */
export const BPMN_NS = "http://www.omg.org/spec/BPMN/20100524/MODEL";
export const ACTIVITI_NS = "http://activiti.org/bpmn";

/** The flow elements a process may hold (local names in the BPMN namespace). */
export const SUPPORTED_ELEMENTS = ["startEvent", "endEvent", "userTask", "exclusiveGateway", "parallelGateway", "sequenceFlow"] as const;
export type SupportedElement = (typeof SUPPORTED_ELEMENTS)[number];

/** A user task's assignee that stands for whoever started the instance. */
export const STARTER_ASSIGNEE = "${starter}";

/** The largest diagram a model keeps, in characters of XML. */
export const MAX_XML_LENGTH = 500_000;

export type CandidateGroup = { kind: "role"; code: string } | { kind: "org"; id: string };

/** `role:ROLE_MANAGER, org:123` → the groups; null when one part is not of either shape. */
export function parseCandidateGroups(text: string): CandidateGroup[] | null {
  const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
  const groups: CandidateGroup[] = [];
  for (const part of parts) {
    const match = /^(role|org):([A-Za-z0-9_-]{1,64})$/.exec(part);
    if (!match) return null;
    groups.push(match[1] === "role" ? { kind: "role", code: match[2] } : { kind: "org", id: match[2] });
  }
  return groups;
}

export const candidateGroupText = (group: CandidateGroup) => (group.kind === "role" ? `role:${group.code}` : `org:${group.id}`);

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The diagram of a new model: its process, a start event and nothing else yet (drawn on in the modeller). */
export function newModelXml(key: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${BPMN_NS}" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:activiti="${ACTIVITI_NS}" id="Definitions_${escapeXml(key)}" targetNamespace="http://activiti.org/bpmn">
  <bpmn:process id="${escapeXml(key)}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(key)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
