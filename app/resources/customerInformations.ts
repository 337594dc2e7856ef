import { addUsCustomerSchema, CUSTOMER_STATUSES, US_CUSTOMER_SORTABLE, usCustomerPaths, usCustomerSchema, updateUsCustomerSchema } from "#contract/usa/customer";
import { defineResource } from "./define";

/** The broker's customers, who are billed for the files (US clearance basic data). */
export const customerInformations = defineResource({
  name: "customerInformations",
  path: "/customerInformations",
  paths: usCustomerPaths,
  row: usCustomerSchema,
  add: addUsCustomerSchema,
  update: updateUsCustomerSchema,
  fields: {
    customerCode: { input: "text", column: { width: 110 }, filter: true, exported: true },
    customerName: { input: "text", column: { width: 260 }, filter: true, exported: true },
    contactName: { input: "text", column: { width: 130 }, exported: true },
    phone: { input: "text", column: { width: 150 }, exported: true },
    email: { input: "text", exported: true },
    countryCode: { input: "select", source: { dict: "country" }, column: { width: 150 }, filter: true, exported: true },
    state: { input: "select", source: { dict: "us_state" }, exported: true },
    city: { input: "text", column: { width: 120 }, exported: true },
    address: { input: "textarea", exported: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 90 }, exported: true },
    paymentTermDays: { input: "number", column: { width: 110 }, exported: true },
    status: { input: "select", options: CUSTOMER_STATUSES, column: { width: 100 }, filter: true, exported: true },
    partyCount: { input: "number", readOnly: true, column: { width: 110 } },
    remark: { input: "textarea" },
  },
  sortable: US_CUSTOMER_SORTABLE,
  importable: true,
});
