import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText, recordCodeSchema, requiredText } from "../usa/common";

/** WeChat public accounts (/weChatManagement; SPEC §3 public-account config), under the business service (decision 0017). */
export const wechatConfigPaths = resourcePaths("business", "WeChatConfig");
/** `POST ?id=`: a draft or rejected account goes for audit (button `weChatManagement:update`). */
export const submitWeChatConfigPath = `${wechatConfigPaths.base}/submitWeChatConfig`;
/** `POST { id, decision, reason }`: a submitted account approved, or rejected with the reason (button `weChatManagement:update`). */
export const auditWeChatConfigPath = `${wechatConfigPaths.base}/auditWeChatConfig`;

/** Public-account modules (/weChatModuleManagement; SPEC §3 public-account module). */
export const wechatModulePaths = resourcePaths("business", "WeChatModule");

/** Push records (/pushManagement; SPEC §3 push record): list, delete and exports by the kit. */
export const wechatPushPaths = resourcePaths("business", "WeChatPush");
/** `POST { configId, userIds, context }`: one template message per receiver, one record each (button `pushManagement:add`). */
export const pushWeChatTemplatePath = `${wechatPushPaths.base}/pushWeChatTemplate`;
/** `POST ?id=&id=`: failed pushes sent again; a delivery clears the failure, every try is counted (button `pushManagement:update`). */
export const retryWeChatPushPath = `${wechatPushPaths.base}/retryWeChatPush`;
/** `GET`: the approved public accounts a push can go through, `[{ value, label }]`. */
export const wechatPushConfigOptionsPath = `${wechatPushPaths.base}/queryWeChatPushConfigOptions`;
/** `GET`: the tenant's members who have a WeChat open id, `[{ value: userId, label }]`. */
export const wechatPushMemberOptionsPath = `${wechatPushPaths.base}/queryWeChatPushMemberOptions`;

/** The WeChat calls' refusals, in the provider's English (worded in weChatManagement.i18n.ts). */
export const wechatMessages = {
  appKeyShape: "an AppID is 'wx' followed by 16 letters or digits",
  appKeyTaken: "this tenant already has a public account with this AppID",
  secretShape: "an AppSecret is 32 letters or digits",
  routeUrlShape: "give a web address starting with https://",
  stepNotAllowed: "this public account's status does not allow that step",
  secretMissing: "set the AppSecret before submitting",
  reasonNeeded: "give the reason of the rejection",
  moduleCodeTaken: "a module with this code already exists",
  moduleType: "choose a module type",
  configNotApproved: "choose an approved public account",
  receiversNeeded: "choose at least one member",
  tooManyReceivers: "a push goes to at most 200 members",
  receiverUnknown: "a chosen member has no WeChat open id in this tenant",
  messageNeeded: "write the message",
  notFailed: "only failed pushes can be retried",
} as const;
const w = wechatMessages;

export const WECHAT_CONFIG_STATUSES = ["draft", "submitted", "approved", "rejected"] as const;
export type WeChatConfigStatus = (typeof WECHAT_CONFIG_STATUSES)[number];

/** The audit steps and the states each leaves from: the one table the provider and the screen follow. */
export const WECHAT_CONFIG_STEPS = {
  submit: { from: ["draft", "rejected"], to: "submitted" },
  audit: { from: ["submitted"], to: null },
  /** An approved or pending account is not edited; a rejected one is fixed and submitted again. */
  update: { from: ["draft", "rejected"], to: null },
} as const satisfies Record<string, { from: readonly WeChatConfigStatus[]; to: WeChatConfigStatus | null }>;

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Write-only: blank on an edit keeps the secret already set. */
const appSecretSchema = z.preprocess(blankAsUndefined, z.string().trim().regex(/^[A-Za-z0-9]{32}$/, w.secretShape).optional());

export const wechatConfigFields = {
  name: requiredText(64),
  appKey: z.string().trim().regex(/^wx[A-Za-z0-9]{16}$/, w.appKeyShape),
  appSecret: appSecretSchema,
  routeUrl: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.string().trim().max(255).regex(/^https:\/\/[^\s]+$/, w.routeUrlShape).nullish()),
  templateId: optionalText(64),
};

export const addWeChatConfigSchema = z.object(wechatConfigFields);
export const updateWeChatConfigSchema = z.object({ ...wechatConfigFields, id: idSchema });

/** A public account as it travels: never its secret, only whether one is set. */
export const wechatConfigSchema = z.object({
  ...wechatConfigFields,
  id: idSchema,
  appSecret: z.never().optional(),
  hasSecret: z.boolean(),
  /** The same, as the screen labels it. */
  secretState: z.enum(["set", "unset"]),
  status: z.enum(WECHAT_CONFIG_STATUSES),
  submitter: z.string().nullish(),
  submitTime: timeSchema,
  auditor: z.string().nullish(),
  auditTime: timeSchema,
  auditReason: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type WeChatConfig = z.infer<typeof wechatConfigSchema>;
export const WECHAT_CONFIG_SORTABLE = ["name", "appKey", "status", "createTime"] as const;

export const auditWeChatConfigSchema = z
  .object({
    id: idSchema,
    decision: z.enum(["approved", "rejected"]),
    reason: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.string().trim().max(255).nullish()),
  })
  .superRefine((values, ctx) => {
    if (values.decision === "rejected" && !values.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: w.reasonNeeded });
  });

export const WECHAT_MODULE_TYPES = ["menu", "template", "reply", "page"] as const;
export const wechatModuleFields = {
  code: recordCodeSchema(32),
  name: requiredText(64),
  type: z.enum(WECHAT_MODULE_TYPES, { error: w.moduleType }),
  remark: optionalText(255),
};
export const addWeChatModuleSchema = z.object(wechatModuleFields);
export const updateWeChatModuleSchema = z.object({ ...wechatModuleFields, id: idSchema });
export const wechatModuleSchema = z.object({ ...wechatModuleFields, id: idSchema, createTime: timeSchema, updateTime: timeSchema });
export const WECHAT_MODULE_SORTABLE = ["code", "name", "type", "createTime"] as const;

export const PUSH_OUTCOMES = ["delivered", "failed"] as const;
export const PUSH_RECEIVERS_MAX = 200;

/** A push record as it travels (SPEC §3), with its account's name and how many tries it took. */
export const wechatPushSchema = z.object({
  id: idSchema,
  configId: idSchema,
  configName: z.string().nullish(),
  context: z.string(),
  openId: z.string(),
  receivedBy: z.string(),
  receivedByPhone: z.string().nullish(),
  isFail: z.boolean(),
  outcome: z.enum(PUSH_OUTCOMES),
  failReason: z.string().nullish(),
  attempts: z.number(),
  pushTime: timeSchema,
  tenantCode: z.string(),
  createTime: timeSchema,
});
export type WeChatPush = z.infer<typeof wechatPushSchema>;
export const WECHAT_PUSH_SORTABLE = ["pushTime", "receivedBy", "createTime"] as const;

const userIdsSchema = z.preprocess(
  (v) => (typeof v === "string" ? [v] : v),
  z.array(idSchema, { error: w.receiversNeeded }).min(1, w.receiversNeeded).max(PUSH_RECEIVERS_MAX, w.tooManyReceivers),
);

export const pushWeChatTemplateSchema = z.object({
  configId: idSchema.or(z.literal("")).refine((v) => v !== "", w.configNotApproved),
  userIds: userIdsSchema,
  context: z.string({ error: w.messageNeeded }).trim().min(1, w.messageNeeded).max(1000),
});
export type PushWeChatTemplate = z.infer<typeof pushWeChatTemplateSchema>;

/** The outcome of a push or a retry: how many went out and how many failed. */
export const pushOutcomeSchema = z.object({ delivered: z.number(), failed: z.number() });
export type PushOutcome = z.infer<typeof pushOutcomeSchema>;
