import { LEDGER_KINDS, LEDGER_SOURCES, OWNER_KINDS, PREPAID_CURRENCIES } from "#contract/account/ledger";
import { adjustAccountSchema, MOVEMENT_SORTABLE, movementSchema, myMovementPaths, PREPAID_ACCOUNT_SORTABLE, prepaidAccountPaths, prepaidAccountSchema } from "#contract/account/movement";
import { addReceivingBankSchema, RECEIVING_BANK_SORTABLE, RECEIVING_BANK_STATUSES, receivingBankOptionsPath, receivingBankPaths, receivingBankSchema, updateReceivingBankSchema } from "#contract/account/receiving-bank";
import { addRechargeSchema, myRechargePaths, RECHARGE_SORTABLE, RECHARGE_STATUSES, rechargePaths, rechargeSchema, updateRechargeSchema } from "#contract/account/recharge";
import { addRefundSchema, REFUND_SORTABLE, REFUND_STATUSES, refundPaths, refundSchema, updateRefundSchema } from "#contract/account/refund";
import { defineResource, type FieldSpec } from "./define";

const STATUS_TONES = { requested: "orange", confirmed: "green", rejected: "red" };
const time: FieldSpec = { input: "text", readOnly: true, column: { width: 170, format: "datetime" } };

/** The platform's receiving bank accounts (/BankMgt): where members transfer their recharges. */
export const bankMgt = defineResource({
  name: "BankMgt",
  path: "/BankMgt",
  paths: receivingBankPaths,
  row: receivingBankSchema,
  add: addReceivingBankSchema,
  update: updateReceivingBankSchema,
  fields: {
    bankName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    accountName: { input: "text", column: { width: 220 }, exported: true },
    accountNumber: { input: "text", column: { width: 200 }, exported: true },
    swiftCode: { input: "text", column: { width: 120 }, exported: true },
    currency: { input: "select", options: PREPAID_CURRENCIES, column: { width: 90 }, filter: true, exported: true },
    branch: { input: "text", column: { width: 180 }, exported: true },
    status: { input: "select", options: RECEIVING_BANK_STATUSES, column: { width: 90, tone: { enabled: "green", disabled: "gray" } }, filter: true, exported: true },
    remark: { input: "textarea" },
    createTime: time,
  },
  sortable: RECEIVING_BANK_SORTABLE,
});

const requestFields = {
  createTime: time,
  amountText: { input: "text", readOnly: true, column: { width: 160 } },
  amount: { input: "text" },
  currency: { input: "select", options: PREPAID_CURRENCIES, column: { width: 80 }, filter: true },
  receivingBankId: { input: "select", source: { path: receivingBankOptionsPath, label: "label", value: "value" } },
  receivingBankName: { input: "text", readOnly: true, column: { width: 260 } },
  transferReference: { input: "text", column: { width: 170 } },
  proofFile: { input: "file", accept: ["pdf", "image"] },
  status: { input: "select", options: RECHARGE_STATUSES, readOnly: true, column: { width: 120, tone: STATUS_TONES }, filter: true },
  rejectReason: { input: "text", readOnly: true, column: { width: 260 } },
} satisfies Record<string, FieldSpec>;

/** A member's own recharge requests (/RechargeRecord): "Ask for a recharge", withdrawn while still requested. */
export const rechargeRecord = defineResource({
  name: "RechargeRecord",
  path: "/RechargeRecord",
  paths: myRechargePaths,
  row: rechargeSchema,
  add: addRechargeSchema,
  update: updateRechargeSchema,
  fields: requestFields,
  sortable: RECHARGE_SORTABLE,
  exports: ["xlsx", "pdf"],
  without: ["update", "history"],
  flow: { field: "status", from: { delete: ["requested"] } },
});

/** Every recharge request of the tenant (/RechargeInfo): confirm (credits the member's balance) or reject with a reason. */
export const rechargeInfo = defineResource({
  name: "RechargeInfo",
  path: "/RechargeInfo",
  paths: rechargePaths,
  row: rechargeSchema,
  add: addRechargeSchema,
  update: updateRechargeSchema,
  fields: {
    memberName: { input: "text", readOnly: true, column: { width: 130 }, filter: true },
    ...requestFields,
  },
  sortable: RECHARGE_SORTABLE,
  exports: ["xlsx", "pdf"],
  without: ["create", "update", "delete", "history"],
  flow: { field: "status", from: { audit: ["requested"] } },
  actions: [{ intent: "audit", button: "audit", records: "one", dialog: true, row: true }],
});

const KIND_TONES = { recharge: "green", fee: "orange", refund: "grape", adjustment: "gray" };
const movementFields = {
  createTime: time,
  currency: { input: "select", options: PREPAID_CURRENCIES, readOnly: true, column: { width: 80 }, filter: true },
  kind: { input: "select", options: LEDGER_KINDS, readOnly: true, column: { width: 110, tone: KIND_TONES }, filter: true },
  amountText: { input: "text", readOnly: true, column: { width: 150 } },
  balanceText: { input: "text", readOnly: true, column: { width: 150 } },
  sourceType: { input: "select", options: LEDGER_SOURCES, readOnly: true, column: { width: 110 } },
  sourceId: { input: "text", readOnly: true, column: { width: 170 } },
  reason: { input: "text", readOnly: true, column: { width: 200 } },
  createByName: { input: "text", readOnly: true, column: { width: 110 } },
  createTimeFrom: { input: "date", readOnly: true, filter: true },
  createTimeTo: { input: "date", readOnly: true, filter: true },
} satisfies Record<string, FieldSpec>;

/** The member's own movements (/RechargeFlow): every cent in and out, with the balance each left. */
export const rechargeFlow = defineResource({
  name: "RechargeFlow",
  path: "/RechargeFlow",
  paths: myMovementPaths,
  row: movementSchema,
  add: adjustAccountSchema,
  update: adjustAccountSchema,
  fields: movementFields,
  sortable: MOVEMENT_SORTABLE,
  exports: ["xlsx", "pdf"],
  without: ["create", "update", "delete", "history"],
});

/** Every prepaid account of the tenant (/AccountInfo) with its balance; its movements and statement one click away. */
export const accountInfo = defineResource({
  name: "AccountInfo",
  path: "/AccountInfo",
  paths: prepaidAccountPaths,
  row: prepaidAccountSchema,
  add: adjustAccountSchema,
  update: adjustAccountSchema,
  fields: {
    ownerName: { input: "text", readOnly: true, column: { width: 180 }, filter: true },
    ownerKind: { input: "select", options: OWNER_KINDS, readOnly: true, column: { width: 100 }, filter: true },
    currency: { input: "select", options: PREPAID_CURRENCIES, readOnly: true, column: { width: 80 }, filter: true },
    balanceText: { input: "text", readOnly: true, column: { width: 170 } },
    createTime: time,
  },
  sortable: PREPAID_ACCOUNT_SORTABLE,
  exports: ["xlsx", "pdf"],
  without: ["create", "update", "delete", "history"],
  actions: [{ intent: "adjust", button: "update", records: "none", dialog: true }],
});

/** Refund requests of the tenant (/RechargeFlowBack): approve (the debit), reject with a reason, mark paid. */
export const rechargeFlowBack = defineResource({
  name: "RechargeFlowBack",
  path: "/RechargeFlowBack",
  paths: refundPaths,
  row: refundSchema,
  add: addRefundSchema,
  update: updateRefundSchema,
  fields: {
    createTime: time,
    memberName: { input: "text", readOnly: true, column: { width: 130 }, filter: true },
    amountText: { input: "text", readOnly: true, column: { width: 150 } },
    currency: { input: "select", options: PREPAID_CURRENCIES, readOnly: true, column: { width: 80 }, filter: true },
    bankAccountText: { input: "text", readOnly: true, column: { width: 280 } },
    status: { input: "select", options: REFUND_STATUSES, readOnly: true, column: { width: 120, tone: { requested: "orange", approved: "blue", paid: "green", rejected: "red" } }, filter: true },
    transferReference: { input: "text", readOnly: true, column: { width: 170 } },
    rejectReason: { input: "text", readOnly: true, column: { width: 260 } },
  },
  sortable: REFUND_SORTABLE,
  exports: ["xlsx", "pdf"],
  without: ["create", "update", "delete", "history"],
  flow: { field: "status", from: { audit: ["requested"], pay: ["approved"] } },
  actions: [
    { intent: "audit", button: "audit", records: "one", dialog: true, row: true },
    { intent: "pay", button: "update", records: "one", dialog: true, row: true },
  ],
});
