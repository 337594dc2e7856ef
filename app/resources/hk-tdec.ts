import { hkCargoPaths } from "#contract/hk/cargo";
import { CONTROL_POINTS } from "#contract/hk/consignment";
import { hkDeclaringUnitPaths } from "#contract/hk/declaring-unit";
import {
  addHkTdecLineSchema,
  addHkTdecSchema,
  HK_TDEC_LINE_SORTABLE,
  HK_TDEC_SORTABLE,
  hkTdecLinePaths,
  hkTdecLineSchema,
  hkTdecPaths,
  hkTdecSchema,
  TDEC_KINDS,
  TDEC_STATUSES,
  type TdecStatus,
  TRANSPORT_MODES,
  updateHkTdecLineSchema,
  updateHkTdecSchema,
} from "#contract/hk/tdec";
import { defineResource } from "./define";

/** Only a draft is changed, lodged or cancelled (the provider's `notDraft`). */
const DRAFT_ONLY: readonly TdecStatus[] = ["draft"];

/** Hong Kong import/export declarations (/hongKongCustomsDeclaration): the list and the header form; lines and lodgement on each declaration's page. */
export const hongKongCustomsDeclaration = defineResource({
  name: "hongKongCustomsDeclaration",
  path: "/hongKongCustomsDeclaration",
  paths: hkTdecPaths,
  row: hkTdecSchema,
  add: addHkTdecSchema,
  update: updateHkTdecSchema,
  fields: {
    refNo: { input: "text", readOnly: true, column: { width: 125, link: (row) => `/hongKongCustomsDeclaration/${String(row.id)}` }, filter: true, exported: true },
    status: { input: "select", options: TDEC_STATUSES, readOnly: true, column: { width: 100 }, filter: true, exported: true },
    udr: { input: "text", readOnly: true, column: { width: 240 }, filter: true, exported: true },
    kind: { input: "select", options: TDEC_KINDS, column: { width: 120 }, filter: true, exported: true },
    declaringUnitId: { input: "select", source: { paths: hkDeclaringUnitPaths, label: "companyNameEn" }, exported: true },
    consignorName: { input: "text", exported: true },
    consignorAddress: { input: "textarea", exported: true },
    consigneeName: { input: "text", column: { width: 180 }, filter: true, exported: true },
    consigneeAddress: { input: "textarea", exported: true },
    transportMode: { input: "select", options: TRANSPORT_MODES, column: { width: 110 }, exported: true },
    transportDocument: { input: "text", column: { width: 240 }, filter: true, exported: true },
    conveyance: { input: "text", column: { width: 100 }, exported: true },
    controlPoint: { input: "select", options: CONTROL_POINTS, exported: true },
    movedOn: { input: "date", column: { width: 110 }, exported: true },
    dueDate: { input: "text", readOnly: true, column: { width: 110 }, exported: true },
    late: { input: "select", options: ["true", "false"], readOnly: true, column: { width: 80 } },
    penalty: { input: "text", readOnly: true, column: { width: 110 }, exported: true },
    totalValue: { input: "text", readOnly: true, column: { width: 120 }, exported: true },
    remark: { input: "textarea" },
  },
  sortable: HK_TDEC_SORTABLE,
  flow: { field: "status", from: { update: DRAFT_ONLY, lodge: DRAFT_ONLY, cancel: DRAFT_ONLY } },
  actions: [
    { intent: "lodge", button: "update", records: "one", confirm: true, row: true },
    { intent: "cancel", button: "update", records: "some", confirm: true, color: "red" },
  ],
});

/** A declaration's goods lines, on its page. */
export const hkTdecLines = defineResource({
  name: "hkTdecLines",
  path: "/hongKongCustomsDeclaration",
  menuCode: "hongKongCustomsDeclaration",
  paths: hkTdecLinePaths,
  row: hkTdecLineSchema,
  add: addHkTdecLineSchema,
  update: updateHkTdecLineSchema,
  fields: {
    cargoId: { input: "select", source: { paths: hkCargoPaths, label: "description" } },
    hkhsCode: { input: "text" },
    description: { input: "text" },
    quantity: { input: "number" },
    unit: { input: "select", source: { dict: "unit" } },
    value: { input: "text" },
    country: { input: "select", source: { dict: "country" } },
  },
  sortable: HK_TDEC_LINE_SORTABLE,
});
