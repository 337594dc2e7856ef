import { z } from "zod";
import { idSchema, pageQuerySchema } from "../envelope";
import { isResidentIdNumber, isUnifiedSocialCreditCode } from "./checks";
import { resourceMessages as m, resourcePaths, timeSchema, type ResourcePaths } from "./resource";

/** Authentication requests of members, personal or enterprise (SPEC §3 personal auth, §7 /api/admin/userAuth). */
const base = "/api/admin/userAuth";
export const userAuthPaths = {
  base,
  /** The caller submits (or corrects, while pending) their own request. */
  commit: `${base}/commitPersonalInfo`,
  /** `/{userId}`: that member's latest request. */
  personalInfo: `${base}/queryPersonalInfo`,
  /** POST with the paging and filters in the JSON body. */
  page: `${base}/page`,
  /** `/{id}`: one request. */
  byId: `${base}/queryById`,
  audit: `${base}/audit`,
  /** `/{userId}`: whether that member is verified. */
  isAuth: `${base}/isAuth`,
  /** `?id=` (repeatable). */
  remove: `${base}/remove`,
  update: `${base}/update`,
  exportExcel: `${base}/exportExcel`,
} as const;

/**
 * The same calls in the shape the resource screens read: list = page, update, delete = remove,
 * export (xlsx only) = exportExcel. There is no add, tree, import or history. The names differ
 * from the `queryXxx`/`deleteXxx` pattern, hence the cast.
 */
export const userAuthResourcePaths = {
  ...resourcePaths("admin", "UserAuth"),
  base,
  query: userAuthPaths.page,
  update: userAuthPaths.update,
  delete: userAuthPaths.remove,
  exportXlsx: userAuthPaths.exportExcel,
} as unknown as ResourcePaths;

export const AUTH_TYPES = ["personal", "enterprise"] as const;
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const userAuthMessages = {
  badIdcardNo: "the resident ID number is not valid",
  badOrgIdcardNo: "the unified social credit code is not valid",
  enterpriseNeedsOrg: "an enterprise request needs the organisation name and its unified social credit code",
  personalNeedsIdcard: "a personal request needs the resident ID number",
  badPhone: "enter a valid phone number",
  badEmail: "enter a valid e-mail address",
  notPending: "only a pending request can be reviewed",
  ownRequest: "you cannot review your own request",
  reasonRequired: "give the reason for the rejection",
} as const;
const u = userAuthMessages;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, m.tooLong).nullish());

export const userAuthFields = {
  realName: z.string().trim().min(1, m.required).max(64, m.tooLong),
  orgName: optionalText(128),
  /** 18 characters, upper case: the app upper-cases what the member typed. */
  idcardNo: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
    z.string().refine(isResidentIdNumber, u.badIdcardNo).nullish(),
  ),
  orgIdcardNo: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
    z.string().refine(isUnifiedSocialCreditCode, u.badOrgIdcardNo).nullish(),
  ),
  phoneNumber: z.string().trim().min(1, m.required).max(20, m.tooLong).regex(/^\+?[0-9][0-9 -]{5,18}$/, u.badPhone),
  email: z.string().trim().min(1, m.required).max(128, m.tooLong).email(u.badEmail),
  weixin: optionalText(64),
  qq: optionalText(20),
  qyWeixin: optionalText(64),
};

type Submitted = { authType?: AuthType; orgName?: string | null; orgIdcardNo?: string | null; idcardNo?: string | null };

/** Enterprise requests name the organisation and its credit code; personal ones the ID number. */
function requireKindFields(value: Submitted, ctx: z.RefinementCtx) {
  if (value.authType === "enterprise") {
    if (!value.orgName) ctx.addIssue({ code: "custom", path: ["orgName"], message: u.enterpriseNeedsOrg });
    if (!value.orgIdcardNo) ctx.addIssue({ code: "custom", path: ["orgIdcardNo"], message: u.enterpriseNeedsOrg });
  }
  if (value.authType === "personal" && !value.idcardNo) ctx.addIssue({ code: "custom", path: ["idcardNo"], message: u.personalNeedsIdcard });
}

/** `commitPersonalInfo`: the member's own request; who submits comes from the token. */
export const commitUserAuthSchema = z.object({ authType: z.enum(AUTH_TYPES), ...userAuthFields }).superRefine(requireKindFields);
export type CommitUserAuth = z.infer<typeof commitUserAuthSchema>;

/** `update`: a reviewer corrects a member's details; the kind and the status stay. */
export const updateUserAuthSchema = z.object({ id: idSchema, ...userAuthFields });

/** `audit`: approve, or reject with the reason. */
export const auditUserAuthSchema = z
  .object({
    id: idSchema,
    approvalStatus: z.enum(["approved", "rejected"]),
    failCause: optionalText(255),
  })
  .superRefine((value, ctx) => {
    if (value.approvalStatus === "rejected" && !value.failCause) ctx.addIssue({ code: "custom", path: ["failCause"], message: u.reasonRequired });
  });
export type AuditUserAuth = z.infer<typeof auditUserAuthSchema>;

export const userAuthSchema = z.object({
  id: idSchema,
  userId: z.string(),
  tenantCode: z.string().optional(),
  authType: z.enum(AUTH_TYPES),
  realName: z.string(),
  orgName: z.string().nullish(),
  idcardNo: z.string().nullish(),
  orgIdcardNo: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  email: z.string().nullish(),
  account: z.string().nullish(),
  weixin: z.string().nullish(),
  qq: z.string().nullish(),
  qyWeixin: z.string().nullish(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  failCause: z.string().nullish(),
  auditorName: z.string().nullish(),
  auditTime: timeSchema,
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type UserAuth = z.infer<typeof userAuthSchema>;

/** `isAuth/{userId}`: verified once any request was approved; the latest request's state. */
export const authStateSchema = z.object({
  authenticated: z.boolean(),
  authType: z.enum(AUTH_TYPES).nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const USER_AUTH_SORTABLE = ["realName", "authType", "approvalStatus", "createTime", "auditTime"] as const;

/** Statuses as one value or a comma list (`approved,rejected`: the reviewed history). */
const statusList = z
  .string()
  .trim()
  .max(40)
  .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(APPROVAL_STATUSES)))
  .optional();

/** `page` body and `exportExcel` form: paging, sorter and filters. */
export const userAuthQuerySchema = pageQuerySchema.extend({
  realName: z.string().trim().max(64).optional(),
  orgName: z.string().trim().max(128).optional(),
  authType: z.enum(AUTH_TYPES).or(z.literal("")).optional(),
  approvalStatus: statusList,
});
