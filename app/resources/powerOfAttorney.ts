import { usPartyPaths } from "#contract/usa/party";
import { addUsPoaSchema, POA_STATUSES, POA_TYPES, US_POA_SORTABLE, updateUsPoaSchema, usPoaPaths, usPoaSchema } from "#contract/usa/poa";
import { defineResource } from "./define";

/** Customs powers of attorney the broker holds; the soonest to expire first (US clearance basic data). */
export const powerOfAttorney = defineResource({
  name: "powerOfAttorney",
  path: "/powerOfAttorney",
  paths: usPoaPaths,
  row: usPoaSchema,
  add: addUsPoaSchema,
  update: updateUsPoaSchema,
  fields: {
    partyId: { input: "select", source: { paths: usPartyPaths, label: "name" }, column: { width: 260 }, filter: true, exported: true },
    poaType: { input: "select", options: POA_TYPES, column: { width: 130 }, filter: true, exported: true },
    grantorName: { input: "text", column: { width: 150 }, filter: true, exported: true },
    grantorTitle: { input: "text", exported: true },
    granteeName: { input: "text", exported: true },
    executedDate: { input: "date", column: { width: 120 }, exported: true },
    expiryDate: { input: "date", column: { width: 120 }, exported: true },
    status: { input: "select", options: POA_STATUSES, readOnly: true, filter: true, column: { width: 110 } },
    documentFile: { input: "file", accept: ["pdf", "image"], column: { width: 200 } },
    remark: { input: "textarea" },
  },
  sortable: US_POA_SORTABLE,
});
