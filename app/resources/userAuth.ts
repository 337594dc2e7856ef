import { updateUserAuthSchema, USER_AUTH_SORTABLE, userAuthResourcePaths, userAuthSchema, APPROVAL_STATUSES, AUTH_TYPES } from "#contract/admin/userauth";
import { z } from "zod";
import { defineResource, type FieldSpec } from "./define";

/**
 * The screens over members' authentication requests (SPEC §7 /api/admin/userAuth): one entity,
 * four views. Requests are submitted by the members themselves (/profileEnterprise), so none
 * of these screens adds one.
 */
const shared = {
  paths: userAuthResourcePaths,
  row: userAuthSchema,
  /** Never posted: no screen over requests offers "add". */
  add: z.object({}),
  update: updateUserAuthSchema,
  sortable: USER_AUTH_SORTABLE,
  listInBody: true,
  exports: ["xlsx"],
} as const;

/** Values of the `approval_status` dictionary, translated per screen. */
const approvalStatus: FieldSpec = { input: "select", options: APPROVAL_STATUSES, column: { width: 110 }, readOnly: true, exported: true };
const authType: FieldSpec = { input: "select", options: AUTH_TYPES, column: { width: 110 }, readOnly: true, exported: true };
const text = (width: number, more: Partial<FieldSpec> = {}): FieldSpec => ({ input: "text", column: { width }, exported: true, ...more });
const time = (width = 170): FieldSpec => ({ input: "text", readOnly: true, column: { width, format: "datetime" } });

/** Requests awaiting review first: approve, or reject with the reason. */
export const approvalUser = defineResource({
  ...shared,
  name: "approvalUser",
  path: "/approvalUser",
  fields: {
    realName: text(120, { filter: true, readOnly: true }),
    authType: { ...authType, filter: true },
    orgName: text(220, { readOnly: true }),
    phoneNumber: text(130, { readOnly: true }),
    approvalStatus: { ...approvalStatus, filter: true },
    failCause: text(200, { readOnly: true }),
    createTime: time(),
  },
  without: ["create", "update", "history"],
  // A decided request is not reviewed again (the provider's `notPending`).
  flow: { field: "approvalStatus", from: { audit: ["pending"] } },
  actions: [{ intent: "audit", button: "audit", records: "one", dialog: true, row: true }],
});

/** The reviewed history: who decided, when, and why a request was refused. */
export const authorityReview = defineResource({
  ...shared,
  name: "AuthorityReview",
  path: "/AuthorityReview",
  query: { approvalStatus: "approved,rejected" },
  fields: {
    realName: text(120, { filter: true, readOnly: true }),
    authType: { ...authType, filter: true },
    orgName: text(220, { readOnly: true }),
    approvalStatus: { ...approvalStatus, filter: true, options: ["approved", "rejected"] },
    failCause: text(220, { readOnly: true }),
    auditorName: text(110, { readOnly: true }),
    auditTime: { ...time(), exported: true },
  },
  without: ["create", "update", "delete", "history"],
});

const memberFields = {
  realName: text(120, { filter: true }),
  idcardNo: text(190),
  phoneNumber: text(140),
  email: text(220),
  weixin: { input: "text" } as FieldSpec,
  qq: { input: "text" } as FieldSpec,
  auditTime: time(),
};

/** Approved personal members. */
export const individualUser = defineResource({
  ...shared,
  name: "individualUser",
  path: "/individualUser",
  query: { authType: "personal", approvalStatus: "approved" },
  fields: memberFields,
  without: ["create", "history"],
});

/** Approved enterprise members, with their organisation and its credit code. */
export const enterpriseUser = defineResource({
  ...shared,
  name: "enterpriseUser",
  path: "/enterpriseUser",
  query: { authType: "enterprise", approvalStatus: "approved" },
  fields: {
    orgName: text(240, { filter: true }),
    orgIdcardNo: text(190),
    realName: text(120, { filter: true }),
    idcardNo: { input: "text" },
    phoneNumber: text(140),
    email: text(220),
    qyWeixin: { input: "text" },
    auditTime: time(),
  },
  without: ["create", "history"],
});
