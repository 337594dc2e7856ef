import {
  addDeclarationLineSchema,
  addDeclarationSchema,
  CN_TRANSPORT_MODES,
  DECLARATION_DIRECTIONS,
  DECLARATION_LINE_SORTABLE,
  DECLARATION_SORTABLE,
  DECLARATION_STATUSES,
  type DeclarationStatus,
  declarationLinePaths,
  declarationLineSchema,
  declarationPaths,
  declarationSchema,
  TRADE_MODES,
  updateDeclarationLineSchema,
  updateDeclarationSchema,
} from "#contract/customs/declaration";
import { customsGoodsPaths } from "#contract/customs/goods";
import { defineResource } from "./define";

/** A declaration is changed while customs has not accepted it (the provider's `notEditable`). */
const EDITABLE: readonly DeclarationStatus[] = ["draft", "rejected"];

/** China customs declarations (/Declaration): the list and the header form; lines, checks and submission on each declaration's page. */
export const declaration = defineResource({
  name: "Declaration",
  path: "/Declaration",
  paths: declarationPaths,
  row: declarationSchema,
  add: addDeclarationSchema,
  update: updateDeclarationSchema,
  flow: { field: "status", from: { update: EDITABLE } },
  fields: {
    declarationNo: { input: "text", readOnly: true, column: { width: 130, link: (row) => `/Declaration/${String(row.id)}` }, filter: true, exported: true },
    status: { input: "select", options: DECLARATION_STATUSES, readOnly: true, column: { width: 110 }, filter: true, exported: true },
    direction: { input: "select", options: DECLARATION_DIRECTIONS, column: { width: 80 }, filter: true, exported: true },
    entryNo: { input: "text", readOnly: true, column: { width: 170 }, filter: true, exported: true },
    traderName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    traderUscc: { input: "text", exported: true },
    customsOffice: { input: "text", column: { width: 90 }, exported: true },
    tradeMode: { input: "select", options: TRADE_MODES, column: { width: 150 }, filter: true, exported: true },
    transportMode: { input: "select", options: CN_TRANSPORT_MODES, exported: true },
    portCode: { input: "text", column: { width: 90 }, exported: true },
    tradeCountry: { input: "select", source: { dict: "country" }, exported: true },
    conveyance: { input: "text", exported: true },
    billNo: { input: "text", column: { width: 150 }, filter: true, exported: true },
    currency: { input: "select", source: { dict: "currency" }, exported: true },
    invoiceTotal: { input: "text", column: { width: 110 }, exported: true },
    packages: { input: "number", exported: true },
    grossWeight: { input: "text", exported: true },
    netWeight: { input: "text", exported: true },
    submittedAt: { input: "text", readOnly: true, column: { width: 155, format: "datetime" } },
    remark: { input: "textarea" },
  },
  sortable: DECLARATION_SORTABLE,
});

/** A declaration's goods lines, on its page. */
export const declarationLines = defineResource({
  name: "declarationLines",
  path: "/Declaration",
  menuCode: "Declaration",
  paths: declarationLinePaths,
  row: declarationLineSchema,
  add: addDeclarationLineSchema,
  update: updateDeclarationLineSchema,
  fields: {
    goodsId: { input: "select", source: { paths: customsGoodsPaths, label: "name" } },
    cnCode: { input: "text" },
    name: { input: "text" },
    elements: { input: "textarea" },
    quantity: { input: "text" },
    unit: { input: "select", source: { dict: "unit" } },
    secondQuantity: { input: "text" },
    unitPrice: { input: "text" },
    originCountry: { input: "select", source: { dict: "country" } },
    destinationCountry: { input: "select", source: { dict: "country" } },
  },
  sortable: DECLARATION_LINE_SORTABLE,
});
