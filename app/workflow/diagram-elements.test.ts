import { BpmnModdle } from "bpmn-moddle";
import { taskFormKey } from "#contract/dev/form";
import { activitiModdle, candidateGroupsAttribute, candidateGroupsOf } from "./activiti-moddle";
import { describeElement, listOrder, type BusinessObject } from "./diagram-elements";

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:activiti="http://activiti.org/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="leave" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve" name="Approve" activiti:assignee="\${starter}" activiti:candidateGroups="role:ADMIN, org:7" />
    <bpmn:exclusiveGateway id="long" default="short" />
    <bpmn:sequenceFlow id="days" sourceRef="long" targetRef="approve"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" sourceRef="long" targetRef="end" />
    <bpmn:sequenceFlow id="in" sourceRef="start" targetRef="long" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const moddle = () => new BpmnModdle({ activiti: activitiModdle });

async function flowElements(xml: string) {
  const { rootElement } = await moddle().fromXML(xml);
  const process = (rootElement as unknown as { rootElements: { flowElements: BusinessObject[] }[] }).rootElements[0];
  return { rootElement, elements: process.flowElements };
}

describe("the modeller's reading of a diagram", () => {
  it("reads a user task's assignee and candidate groups as activiti attributes", async () => {
    const { elements } = await flowElements(XML);
    const task = describeElement(elements.find((e) => e.id === "approve")!)!;
    expect(task).toMatchObject({ kind: "userTask", name: "Approve", assignee: "${starter}", candidateGroups: ["role:ADMIN", "org:7"] });
  });

  it("knows which flows leave an exclusive gateway, their condition and the default one", async () => {
    const { elements } = await flowElements(XML);
    const described = Object.fromEntries(elements.map((e) => [e.id, describeElement(e)!]));
    expect(described.days).toMatchObject({ conditional: true, condition: "${days > 3}", isDefault: false, from: "long", to: "approve" });
    expect(described.short).toMatchObject({ conditional: true, isDefault: true });
    expect(described.in).toMatchObject({ conditional: false, isDefault: false });
    expect(listOrder(Object.values(described)).map((e) => e.kind)).toEqual(["startEvent", "userTask", "exclusiveGateway", "endEvent", "sequenceFlow", "sequenceFlow", "sequenceFlow"]);
  });

  it("writes the activiti attributes back under their namespace", async () => {
    const { rootElement, elements } = await flowElements(XML);
    const task = elements.find((e) => e.id === "approve")! as BusinessObject & { set(name: string, value: unknown): void };
    task.set("activiti:assignee", "alice");
    task.set("activiti:candidateGroups", candidateGroupsAttribute(["role:CLERK"]));
    const { xml } = await moddle().toXML(rootElement);
    expect(xml).toContain('xmlns:activiti="http://activiti.org/bpmn"');
    expect(xml).toContain('activiti:assignee="alice"');
    expect(xml).toContain('activiti:candidateGroups="role:CLERK"');
    expect(xml).toContain('xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>');
  });

  it("reads and writes a user task's designed form as activiti:formKey, and reads none where it has none", async () => {
    const { rootElement, elements } = await flowElements(XML.replace('activiti:candidateGroups="role:ADMIN, org:7"', 'activiti:candidateGroups="role:ADMIN" activiti:formKey="form:cargoInspection"'));
    const task = elements.find((e) => e.id === "approve")! as BusinessObject & { set(name: string, value: unknown): void };
    expect(describeElement(task)!.form).toBe("cargoInspection");
    task.set("activiti:formKey", taskFormKey("leaveRequest"));
    expect(describeElement(task)!.form).toBe("leaveRequest");
    const { xml } = await moddle().toXML(rootElement);
    expect(xml).toContain('activiti:formKey="form:leaveRequest"');
    const read = await flowElements(xml);
    expect(describeElement(read.elements.find((e) => e.id === "approve")!)!.form).toBe("leaveRequest");
    task.set("activiti:formKey", "leave");
    expect(describeElement(task)!.form).toBe("");
  });

  it("splits and joins candidate groups, an empty list removing the attribute", () => {
    expect(candidateGroupsOf(" role:A,,org:3 ")).toEqual(["role:A", "org:3"]);
    expect(candidateGroupsOf(undefined)).toEqual([]);
    expect(candidateGroupsAttribute([])).toBeUndefined();
  });
});
