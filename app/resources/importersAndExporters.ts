import { usCustomerPaths } from "#contract/usa/customer";
import { addUsPartySchema, BOND_TYPES, PARTY_ROLES, RESIDENCIES, US_PARTY_SORTABLE, updateUsPartySchema, usPartyPaths, usPartySchema } from "#contract/usa/party";
import { BOND_SUFFICIENCY } from "#contract/usa/bonds";
import { defineResource } from "./define";

const continuous = { field: "bondType", is: ["continuous"] } as const;

/** Importers of record and exporters, with the broker's KYC (US clearance basic data). */
export const importersAndExporters = defineResource({
  name: "importersAndExporters",
  path: "/importersAndExporters",
  paths: usPartyPaths,
  row: usPartySchema,
  add: addUsPartySchema,
  update: updateUsPartySchema,
  fields: {
    code: { input: "text", column: { width: 100 }, filter: true, exported: true },
    name: { input: "text", column: { width: 250 }, filter: true, exported: true },
    partyRole: { input: "select", options: PARTY_ROLES, column: { width: 100 }, filter: true, exported: true },
    residency: { input: "select", options: RESIDENCIES, column: { width: 110 }, filter: true, exported: true },
    // An importer's continuous bond against its past 12 months, where a broker sees it first.
    bondSufficiency: { input: "select", options: BOND_SUFFICIENCY, readOnly: true, column: { width: 190, tone: { short: "red", none: "gray", sufficient: "green" } } },
    taxNo: { input: "text", column: { width: 170 }, filter: true, exported: true },
    iorNumber: { input: "text", column: { width: 150 }, exported: true },
    bondType: { input: "select", options: BOND_TYPES, column: { width: 110 }, exported: true },
    // The continuous bond on file (CBP Form 301) and how it measures up against the past 12 months.
    bondNumber: { input: "text", exported: true, shownWhen: continuous },
    suretyCode: { input: "text", exported: true, shownWhen: continuous },
    bondAmountUsd: { input: "text", column: { width: 140, format: "usd" }, exported: true, shownWhen: continuous, requiredWhenShown: true },
    bondEffectiveDate: { input: "date", exported: true, shownWhen: continuous },
    dutiesTaxesFeesUsd: { input: "text", readOnly: true, column: { width: 170, format: "usd" } },
    bondRequiredUsd: { input: "text", readOnly: true, column: { width: 150, format: "usd" } },
    poaStatus: { input: "select", options: ["valid", "expiring", "expired", "none"], readOnly: true, column: { width: 120 } },
    legalRepresentative: { input: "text", exported: true },
    authorizedRepresentative: { input: "text", exported: true },
    idNumber: { input: "text", exported: true },
    passportNumber: { input: "text", exported: true },
    registrationPlace: { input: "text", exported: true },
    countryCode: { input: "select", source: { dict: "country" }, column: { width: 140 }, exported: true },
    address: { input: "textarea", exported: true },
    customerId: { input: "select", source: { paths: usCustomerPaths, label: "customerName" }, filter: true },
    irsLetterFile: { input: "file", accept: ["pdf", "image"], column: { width: 200 } },
    businessLicenceFile: { input: "file", accept: ["pdf", "image"] },
    remark: { input: "textarea" },
  },
  sortable: US_PARTY_SORTABLE,
  importable: true,
});
