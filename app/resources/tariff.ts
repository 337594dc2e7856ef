import { addHsLineSchema, HS_LINE_SORTABLE, HS_MARKETS, hsLinePaths, hsLineSchema, LINE_VALIDITY, updateHsLineSchema } from "#contract/customs/tariff";
import { defineResource, type FieldSpec } from "./define";

const rate = (width: number): FieldSpec => ({ input: "text", column: { width }, exported: true });
const unit: FieldSpec = { input: "select", source: { dict: "unit" }, exported: true };

/** The page of one code: every version, its HS path, the 申报要素 and the tenant's note. */
export const hsCodePage = (row: Record<string, unknown>) => `/HscodeMgt/${String(row.market)}/${String(row.code)}`;

/**
 * National tariff lines (/HscodeMgt): CN10, US HTS10 and HKHS8 under their HS subheadings, with
 * versions by effective date; the platform administrator maintains them, every tenant reads them.
 */
export const hscodeMgt = defineResource({
  name: "HscodeMgt",
  path: "/HscodeMgt",
  paths: hsLinePaths,
  row: hsLineSchema,
  add: addHsLineSchema,
  update: updateHsLineSchema,
  fields: {
    market: { input: "select", options: HS_MARKETS, column: { width: 80 }, filter: true, exported: true },
    code: { input: "text", filter: true, exported: true },
    printedCode: { input: "text", readOnly: true, column: { width: 130, link: hsCodePage } },
    hs6: { input: "text", column: { width: 80 }, filter: true, exported: true },
    hs6Description: { input: "text", readOnly: true, column: { width: 220 } },
    description: { input: "textarea", column: { width: 240 }, exported: true },
    unit1: { ...unit, column: { width: 90 } },
    unit2: { ...unit, column: { width: 90 } },
    generalRate: rate(90),
    specialRate: rate(150),
    column2Rate: rate(90),
    vatRate: rate(70),
    supervision: { input: "text", column: { width: 90 }, exported: true },
    inspection: { input: "text", column: { width: 90 }, exported: true },
    elements: { input: "textarea", exported: true },
    source: { input: "text", column: { width: 160 }, filter: true, exported: true },
    effectiveDate: { input: "date", column: { width: 110 }, exported: true },
    validity: { input: "select", options: LINE_VALIDITY, readOnly: true, column: { width: 100 } },
    isDemo: { input: "switch", options: ["true", "false"], column: { width: 80 }, exported: true },
    keyword: { input: "text", readOnly: true, filter: true },
    current: { input: "select", options: ["yes", "no"], readOnly: true, filter: true },
    demo: { input: "select", options: ["yes", "no"], readOnly: true, filter: true },
  },
  sortable: HS_LINE_SORTABLE,
  importable: true,
});

/** The same lines as a tenant's users read them: the platform administrator alone changes them. */
export const hscodeLookup = defineResource({ ...hscodeMgt, importable: false, without: ["create", "update", "delete", "history"] });
