import { z } from "zod";
import { BILL_SORTABLE, BILL_STANDINGS, BILL_STATUSES, billPaths, billSchema, clearingPaths } from "#contract/business/billing";
import { defineResource } from "./define";

// Dark shades, so the words stay readable on the light badges of striped rows (WCAG AA).
const STATUS_TONES = { draft: "gray.9", issued: "blue.9", settled: "indigo.9" };
const STANDING_TONES = { draft: "gray.9", open: "blue.9", overdue: "red.9", settled: "indigo.9" };
const amount = { input: "text", readOnly: true, column: { width: 130 } } as const;

/**
 * Bills (/BillingManagement): a member's month per currency, drafted from the services used,
 * issued (then fixed); each bill's lines and settlements open beside the list.
 */
export const billingManagement = defineResource({
  name: "BillingManagement",
  path: "/BillingManagement",
  paths: billPaths,
  row: billSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    code: { input: "text", readOnly: true, column: { width: 150 }, filter: true },
    memberName: { input: "text", readOnly: true, column: { width: 150 }, filter: true },
    status: { input: "select", options: BILL_STATUSES, readOnly: true, filter: true, column: { width: 100, tone: STATUS_TONES } },
    month: { input: "text", readOnly: true, column: { width: 90 }, filter: true },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 170 }, filter: true },
    total: amount,
    paid: amount,
    open: amount,
    lineCount: { input: "number", readOnly: true, column: { width: 70 } },
    issueTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
    dueDate: { input: "text", readOnly: true, column: { width: 110 } },
  },
  sortable: BILL_SORTABLE,
  without: ["create", "update", "history"],
  actions: [
    { intent: "draftBills", button: "add", records: "none", dialog: true },
    { intent: "issueBills", button: "update", records: "some", confirm: true },
  ],
  flow: { field: "status", from: { delete: ["draft"], issueBills: ["draft"] } },
});

/**
 * The clearing centre (/ClearingCenter): issued bills, open, overdue or settled, each settled
 * from the member's prepaid balance or marked paid by transfer; per member sums above the list.
 */
export const clearingCenter = defineResource({
  name: "ClearingCenter",
  // The bill drawer and the provider refusals are worded once, under BillingManagement.
  usesTextsOf: ["BillingManagement"],
  path: "/ClearingCenter",
  paths: clearingPaths,
  row: billSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    code: { input: "text", readOnly: true, column: { width: 150 }, filter: true },
    memberName: { input: "text", readOnly: true, column: { width: 150 }, filter: true },
    // Where the bill stands comes first, so a narrow screen keeps it in view.
    standing: { input: "select", options: BILL_STANDINGS.filter((s) => s !== "draft"), readOnly: true, filter: true, column: { width: 100, tone: STANDING_TONES } },
    month: { input: "text", readOnly: true, column: { width: 90 } },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 170 }, filter: true },
    total: amount,
    paid: amount,
    open: amount,
    dueDate: { input: "text", readOnly: true, column: { width: 110 } },
    settledTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: BILL_SORTABLE,
  without: ["create", "update", "delete", "history"],
  actions: [{ intent: "settle", button: "audit", records: "one", dialog: true, row: true }],
  flow: { field: "status", from: { settle: ["issued"] } },
});
