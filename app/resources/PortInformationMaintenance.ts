import { addUsPortSchema, PORT_STATUSES, PORT_TYPES, US_PORT_SORTABLE, updateUsPortSchema, usPortPaths, usPortSchema } from "#contract/usa/port";
import { defineResource } from "./define";

/** Ports: US ports by Schedule D, foreign ones by UN/LOCODE (US clearance basic data). */
export const portInformation = defineResource({
  name: "PortInformationMaintenance",
  path: "/PortInformationMaintenance",
  paths: usPortPaths,
  row: usPortSchema,
  add: addUsPortSchema,
  update: updateUsPortSchema,
  fields: {
    portType: { input: "select", options: PORT_TYPES, column: { width: 100 }, filter: true, exported: true },
    scheduleD: { input: "text", column: { width: 110 }, filter: true, exported: true },
    unLocode: { input: "text", column: { width: 110 }, filter: true, exported: true },
    nameEn: { input: "text", column: { width: 240 }, filter: true, exported: true },
    nameCn: { input: "text", column: { width: 160 }, exported: true },
    countryCode: { input: "select", source: { dict: "country" }, column: { width: 140 }, filter: true, exported: true },
    state: { input: "select", source: { dict: "us_state" }, column: { width: 120 }, exported: true },
    airline: { input: "text", exported: true },
    status: { input: "select", options: PORT_STATUSES, column: { width: 100 }, filter: true, exported: true },
    remark: { input: "textarea" },
  },
  sortable: US_PORT_SORTABLE,
  importable: true,
});
