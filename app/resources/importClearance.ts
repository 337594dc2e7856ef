import { addUsContainerSchema, CONTAINER_SIZE_TYPES, US_CONTAINER_SORTABLE, updateUsContainerSchema, usContainerPaths, usContainerSchema } from "#contract/usa/container";
import { addUsCostLineSchema, SETTLEMENT_OBJECTS, US_COST_LINE_SORTABLE, updateUsCostLineSchema, usCostLinePaths, usCostLineSchema } from "#contract/usa/cost-line";
import { usCustomerPaths } from "#contract/usa/customer";
import { addUsHtsLineSchema, US_HTS_LINE_SORTABLE, updateUsHtsLineSchema, usHtsLinePaths, usHtsLineSchema } from "#contract/usa/hts-line";
import { usPartyPaths } from "#contract/usa/party";
import { usPortPaths } from "#contract/usa/port";
import { usCarrierPaths } from "#contract/usa/carrier";
import {
  addUsShipmentSchema,
  ENTRY_TYPES,
  PGA_STATUSES,
  SHIPMENT_ATTENTION,
  SHIPMENT_STAGES,
  TRANSPORT_MODES,
  US_SHIPMENT_SORTABLE,
  updateUsShipmentSchema,
  usShipmentPaths,
  usShipmentSchema,
} from "#contract/usa/shipment";
import { defineResource } from "./define";

/** Import clearances: one shipment under one master bill; its details open on their own page. */
export const importClearance = defineResource({
  name: "importClearance",
  path: "/importClearance",
  paths: usShipmentPaths,
  row: usShipmentSchema,
  add: addUsShipmentSchema,
  update: updateUsShipmentSchema,
  fields: {
    fileNo: { input: "text", readOnly: true, column: { width: 130, link: (row) => `/importClearance/${String(row.id)}` }, filter: true, exported: true },
    importerId: { input: "select", source: { paths: usPartyPaths, label: "name" }, column: { width: 230 }, filter: true },
    customerId: { input: "select", source: { paths: usCustomerPaths, label: "customerName" } },
    shipperId: { input: "select", source: { paths: usPartyPaths, label: "name" } },
    transportMode: { input: "select", options: TRANSPORT_MODES },
    carrierId: { input: "select", source: { paths: usCarrierPaths, label: "nameEn" } },
    mbl: { input: "text", column: { width: 170 }, filter: true, exported: true },
    hbl: { input: "text" },
    containerNumbers: { input: "text", readOnly: true, column: { width: 170 } },
    vesselName: { input: "text" },
    voyage: { input: "text" },
    portOfLadingId: { input: "select", source: { paths: usPortPaths, label: "nameEn" } },
    portOfUnladingId: { input: "select", source: { paths: usPortPaths, label: "nameEn" } },
    // The "departed" milestone's value: recorded on the milestones, shown here.
    ladenOnBoard: { input: "text", readOnly: true },
    eta: { input: "text", readOnly: true, column: { width: 120 } },
    stage: { input: "select", options: SHIPMENT_STAGES, readOnly: true, filter: true, column: { width: 130 } },
    lastFreeDay: { input: "text", readOnly: true, column: { width: 120 } },
    attention: { input: "select", options: SHIPMENT_ATTENTION, readOnly: true, filter: true },
    container: { input: "text", readOnly: true, filter: true },
    // Opened between two days: the data report's figures open the list this way.
    createdFrom: { input: "date", readOnly: true, filter: true },
    createdTo: { input: "date", readOnly: true, filter: true },
    entryNumber: { input: "text", column: { width: 150 }, exported: true },
    entryType: { input: "select", options: ENTRY_TYPES },
    fdaStatus: { input: "select", options: PGA_STATUSES },
    epaStatus: { input: "select", options: PGA_STATUSES },
    remark: { input: "textarea" },
  },
  sortable: US_SHIPMENT_SORTABLE,
});

const partOfClearance = { path: "/importClearance", menuCode: "importClearance" } as const;

/** A shipment's containers, on its page. */
export const clearanceContainers = defineResource({
  name: "clearanceContainers",
  ...partOfClearance,
  paths: usContainerPaths,
  row: usContainerSchema,
  add: addUsContainerSchema,
  update: updateUsContainerSchema,
  fields: {
    containerNumber: { input: "text" },
    sizeType: { input: "select", options: CONTAINER_SIZE_TYPES },
    sealNumber: { input: "text" },
    grossWeightKg: { input: "number" },
    packages: { input: "number" },
  },
  sortable: US_CONTAINER_SORTABLE,
});

/** A shipment's entry lines, on its page. */
export const clearanceHtsLines = defineResource({
  name: "clearanceHtsLines",
  ...partOfClearance,
  paths: usHtsLinePaths,
  row: usHtsLineSchema,
  add: addUsHtsLineSchema,
  update: updateUsHtsLineSchema,
  fields: {
    htsCode: { input: "text" },
    description: { input: "text" },
    originCountry: { input: "select", source: { dict: "country" } },
    quantity: { input: "text" },
    unit: { input: "text" },
    valueUsd: { input: "text" },
    adValorem: { input: "text" },
    additional: { input: "text" },
    remark: { input: "textarea" },
  },
  sortable: US_HTS_LINE_SORTABLE,
});

/** A shipment's cost lines, on its page. */
export const clearanceCostLines = defineResource({
  name: "clearanceCostLines",
  ...partOfClearance,
  paths: usCostLinePaths,
  row: usCostLineSchema,
  add: addUsCostLineSchema,
  update: updateUsCostLineSchema,
  fields: {
    costName: { input: "text" },
    unitPrice: { input: "text" },
    quantity: { input: "text" },
    currency: { input: "select", source: { dict: "currency" } },
    exchangeRate: { input: "text" },
    rateDate: { input: "date" },
    settlementObject: { input: "select", options: SETTLEMENT_OBJECTS },
  },
  sortable: US_COST_LINE_SORTABLE,
});
