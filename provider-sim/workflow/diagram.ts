import { ACTIVITI_NS, BPMN_NS } from "../../contract/workflow/bpmn";

/**
 * Diagrams written in code, as bpmn-js writes them: the shipped processes (seeds) and the
 * engine's tests. Without a drawing (BPMNDiagram), the modeller lays them out when opened.
 */
export function diagram(processId: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="${BPMN_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:activiti="${ACTIVITI_NS}" id="Definitions_${processId}" targetNamespace="http://activiti.org/bpmn">
  <bpmn:process id="${processId}" isExecutable="true">
${body}
  </bpmn:process>
</bpmn:definitions>
`;
}

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"` : "");
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const start = (id = "start") => `    <bpmn:startEvent id="${id}" />`;
export const end = (id = "end") => `    <bpmn:endEvent id="${id}" />`;
export const userTask = (id: string, name: string, who: { assignee?: string; candidates?: string; formKey?: string }) =>
  `    <bpmn:userTask id="${id}" name="${name}"${attr("activiti:assignee", who.assignee)}${attr("activiti:candidateGroups", who.candidates)}${attr("activiti:formKey", who.formKey)} />`;
export const exclusive = (id: string, defaultFlow?: string) => `    <bpmn:exclusiveGateway id="${id}"${attr("default", defaultFlow)} />`;
export const parallel = (id: string) => `    <bpmn:parallelGateway id="${id}" />`;
export const flow = (id: string, source: string, target: string, condition?: string) =>
  condition
    ? `    <bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escaped(condition)}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `    <bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;
