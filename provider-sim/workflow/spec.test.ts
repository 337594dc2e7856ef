import { LEAVE_PROCESS } from "../../seeds/workflow";
import { readProcess } from "./read";
import { graphOf, xmlOf } from "./spec";

describe("a process written in code", () => {
  it("reads back from its diagram as the graph it describes, drawing and all", async () => {
    const xml = xmlOf(LEAVE_PROCESS);
    expect(await readProcess(xml)).toEqual(graphOf(LEAVE_PROCESS));
    expect(xml).toContain('<bpmndi:BPMNShape id="hrApproval_di" bpmnElement="hrApproval">');
    expect(xml).toContain("${days &gt; 3}");
  });
});
