import { CCRN_EDITABLE_STATUSES, CCRN_STATUSES, CCRN_STEP_RULES } from "#contract/hk/ccrn-flow";
import {
  addHkConsignmentSchema,
  CONSIGNMENT_DIRECTIONS,
  CONTROL_POINTS,
  HK_CONSIGNMENT_SORTABLE,
  hkConsignmentPaths,
  hkConsignmentSchema,
  updateHkConsignmentSchema,
} from "#contract/hk/consignment";
import { defineResource, stepsFrom } from "./define";

/** Road cargo e-ACI (/hongKongSeamless): the eight items, submission to ROCARS, the CCRN, bundling to a vehicle. */
export const hongKongSeamless = defineResource({
  name: "hongKongSeamless",
  path: "/hongKongSeamless",
  paths: hkConsignmentPaths,
  row: hkConsignmentSchema,
  add: addHkConsignmentSchema,
  update: updateHkConsignmentSchema,
  fields: {
    refNo: { input: "text", readOnly: true, column: { width: 125 }, filter: true, exported: true },
    status: { input: "select", options: CCRN_STATUSES, readOnly: true, column: { width: 105 }, filter: true, exported: true },
    ccrn: { input: "text", readOnly: true, column: { width: 250 }, filter: true, exported: true },
    direction: { input: "select", options: CONSIGNMENT_DIRECTIONS, column: { width: 80 }, filter: true, exported: true },
    controlPoint: { input: "select", options: CONTROL_POINTS, column: { width: 150 }, filter: true, exported: true },
    expectedCrossingAt: { input: "datetime", column: { width: 150, format: "datetime" }, exported: true },
    packages: { input: "number", column: { width: 80 }, exported: true },
    packageDescription: { input: "text", exported: true },
    articlesDescription: { input: "textarea", column: { width: 220 }, exported: true },
    consignorName: { input: "text", exported: true },
    consignorAddress: { input: "textarea", exported: true },
    consigneeName: { input: "text", column: { width: 180 }, filter: true, exported: true },
    consigneeAddress: { input: "textarea", exported: true },
    vehicleNo: { input: "text", readOnly: true, column: { width: 100 }, filter: true, exported: true },
    crossingAt: { input: "text", readOnly: true, column: { width: 150, format: "datetime" }, exported: true },
    rejectReason: { input: "text", readOnly: true, column: { width: 220 } },
    tdecRefNo: { input: "text", readOnly: true, column: { width: 125, link: (row) => (row.tdecId ? `/hongKongCustomsDeclaration/${String(row.tdecId)}` : "") } },
    remark: { input: "textarea" },
  },
  sortable: HK_CONSIGNMENT_SORTABLE,
  // A declaration created from CCRNs answers with the declaration calls' refusals.
  usesTextsOf: ["hongKongCustomsDeclaration"],
  flow: { field: "status", from: { ...stepsFrom(CCRN_STEP_RULES), update: CCRN_EDITABLE_STATUSES } },
  actions: [
    { intent: "submit", button: "update", records: "one", confirm: true, row: true },
    { intent: "amend", button: "update", records: "one", dialog: true },
    { intent: "bundle", button: "update", records: "some", dialog: true },
    { intent: "unbundle", button: "update", records: "some", confirm: true },
    { intent: "cancel", button: "update", records: "some", confirm: true, color: "red" },
    { intent: "declare", button: "update", records: "some", confirm: true },
  ],
});
