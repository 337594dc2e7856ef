import { describe, expect, it } from "vitest";
import { CCRN_STATUSES, ccrnStepsFrom } from "#contract/hk/ccrn-flow";
import { classifyOrder } from "./customs";
import { dependentFields, isDependent, rowAllows, stepsFrom } from "./define";
import { hongKongSeamless } from "./hk-consignment";
import { hongKongCustomsDeclaration } from "./hk-tdec";
import { approvalUser } from "./userAuth";
import { sAddressManagement } from "./sAddressManagement";
import { vendorInformation } from "./vendorInformation";

describe("a row's actions follow its state", () => {
  it("offer on a CCRN exactly the steps the contract's flow allows from its status", () => {
    for (const status of CCRN_STATUSES) {
      for (const action of hongKongSeamless.actions ?? []) {
        if (action.intent === "declare") continue;
        expect(rowAllows(hongKongSeamless, action.intent, { status }), `${action.intent} from ${status}`).toBe(ccrnStepsFrom(status).includes(action.intent as never));
      }
    }
  });

  it("offer no edit and no submission on a cancelled, accepted or crossed CCRN", () => {
    for (const status of ["cancelled", "accepted", "crossed"]) {
      expect(rowAllows(hongKongSeamless, "update", { status })).toBe(false);
      expect(rowAllows(hongKongSeamless, "submit", { status })).toBe(false);
    }
    expect(rowAllows(hongKongSeamless, "update", { status: "rejected" })).toBe(true);
    expect(rowAllows(hongKongSeamless, "submit", { status: "draft" })).toBe(true);
  });

  it("offer what the flow does not name from every state", () => {
    expect(rowAllows(hongKongSeamless, "declare", { status: "crossed" })).toBe(true);
    expect(rowAllows({}, "update", { status: "cancelled" })).toBe(true);
  });

  it("hold on the other stateful screens", () => {
    expect(rowAllows(hongKongCustomsDeclaration, "lodge", { status: "lodged" })).toBe(false);
    expect(rowAllows(hongKongCustomsDeclaration, "update", { status: "draft" })).toBe(true);
    expect(rowAllows(classifyOrder, "update", { status: "in_review" })).toBe(false);
    expect(rowAllows(approvalUser, "audit", { approvalStatus: "approved" })).toBe(false);
    expect(rowAllows(approvalUser, "audit", { approvalStatus: "pending" })).toBe(true);
  });

  it("read a step table's states of departure, leaving out 'none'", () => {
    expect(stepsFrom({ submit: { from: [null, "returned"] }, claim: { from: ["submitted"] } })).toEqual({ submit: ["returned"], claim: ["submitted"] });
  });
});

describe("fields whose options hang on another's value", () => {
  it("chain a supplier's province, city and county, on its screen and on its addresses'", () => {
    for (const resource of [vendorInformation, sAddressManagement]) {
      expect(dependentFields(resource, "provinceCode")).toEqual(["cityCode", "countyCode"]);
      expect(dependentFields(resource, "cityCode")).toEqual(["countyCode"]);
      expect(dependentFields(resource, "countyCode")).toEqual([]);
      expect([isDependent(resource.fields.provinceCode), isDependent(resource.fields.cityCode), isDependent(resource.fields.countyCode)]).toEqual([false, true, true]);
    }
  });
});
