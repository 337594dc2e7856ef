import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { optionalText, requiredText } from "../usa/common";

/** External systems a tenant's users jump into (/jumpManagement), under the business service (decision 0017). */
export const externalSystemPaths = resourcePaths("business", "ExternalSystem");
/** The users' bindings to those systems: listed by the kit, written only by the bind round trip and unbinding. */
export const userBindingPaths = resourcePaths("business", "UserBinding");

/** `POST ?id=&returnUrl=`: `{ url }` of the system's binding page carrying a signed bind token (button `jumpManagement:authorize`). */
export const bindExternalSystemPath = `${externalSystemPaths.base}/bindExternalSystem`;
/** `POST ?id=`: `{ url }` of the system's skip URL carrying a signed jump token for the caller (button `jumpManagement:authorize`). */
export const jumpExternalSystemPath = `${externalSystemPaths.base}/jumpExternalSystem`;
/** `POST ?id=` (a system's id): the caller's binding ends here and the system is told at its unbind URL (`{ told }`). */
export const unbindExternalSystemPath = `${externalSystemPaths.base}/unbindExternalSystem`;

/**
 * The calls an external system makes, without a bearer token: the signed token is the credential
 * (decision 0021). Both consume the token: it is good once, and only until it expires.
 */
export const jumpTokenBase = "/api/business/jumptoken";
/** `POST { token }`: whether the token is valid and unused, and whom it names (`JumpTokenAnswer`). */
export const checkJumpTokenPath = `${jumpTokenBase}/checkJumpToken`;
/** `POST { token, uid, loginName, authToken }`: the external system confirms a bind token's user as its account `uid`. */
export const confirmJumpBindingPath = `${jumpTokenBase}/confirmJumpBinding`;

/** The refusals of the jump calls, in the provider's English (worded in jumpManagement.i18n.ts). */
export const jumpMessages = {
  urlShape: "give a web address starting with http:// or https://",
  effectiveSecondRange: `the token life must be a whole number of seconds from 30 to 600`,
  systemNameTaken: "an external system with this name already exists",
  systemDisabled: "the external system is disabled",
  notBound: "bind your account to this system first",
  alreadyBound: "your account is already bound to this system",
  tokenInvalid: "the token is not valid",
  tokenExpired: "the token has expired",
  tokenUsed: "the token has already been used",
} as const;
const j = jumpMessages;

/** Token life, in seconds: long enough to load a page, short enough that a leaked link soon dies. */
export const EFFECTIVE_SECOND_MIN = 30;
export const EFFECTIVE_SECOND_MAX = 600;

/** How long a binding lasts once confirmed, unless the external system says otherwise. */
export const BINDING_DAYS = 365;

/** Only web addresses: no javascript:, data: or file: URL reaches a browser or the provider's own calls. */
export const webUrlSchema = z
  .string({ error: j.urlShape })
  .trim()
  .max(500, j.urlShape)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
    } catch {
      return false;
    }
  }, j.urlShape);

export const EXTERNAL_SYSTEM_STATUSES = ["enabled", "disabled"] as const;

export const externalSystemFields = {
  systemName: requiredText(64),
  bindingUrl: webUrlSchema,
  effectiveSecond: z.coerce.number({ error: j.effectiveSecondRange }).int(j.effectiveSecondRange).min(EFFECTIVE_SECOND_MIN, j.effectiveSecondRange).max(EFFECTIVE_SECOND_MAX, j.effectiveSecondRange),
  skipUrl: webUrlSchema,
  tokenCheckUrl: webUrlSchema,
  unbindUrl: webUrlSchema,
  status: z.enum(EXTERNAL_SYSTEM_STATUSES),
  remark: optionalText(255),
};

export const addExternalSystemSchema = z.object(externalSystemFields);
export const updateExternalSystemSchema = z.object({ ...externalSystemFields, id: idSchema });

/** Whether the caller has a binding in force with the system: the row's flow state for bind, jump and unbind. */
export const MY_BINDING_STATES = ["bound", "unbound"] as const;

export const externalSystemSchema = z.object({
  ...externalSystemFields,
  id: idSchema,
  /** The public half of the key the platform signs this system's tokens with (PEM, SPKI); the private half never leaves the provider. */
  publicKey: z.string(),
  myBinding: z.enum(MY_BINDING_STATES),
  /** The caller's login name in the system, when bound. */
  myLoginName: z.string().nullish(),
  bindingCount: z.number().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type ExternalSystem = z.infer<typeof externalSystemSchema>;
export const EXTERNAL_SYSTEM_SORTABLE = ["systemName", "status", "createTime"] as const;

export const userBindingSchema = z.object({
  id: idSchema,
  systemId: idSchema,
  systemName: z.string().nullish(),
  userId: idSchema,
  username: z.string().nullish(),
  loginName: z.string(),
  uid: z.string(),
  authToken: z.string().nullish(),
  expTime: timeSchema,
  isEffective: z.boolean(),
  createTime: timeSchema,
});
export type UserBinding = z.infer<typeof userBindingSchema>;
/** Bindings are made by the round trip, never typed in: the kit's add and update refuse every body. */
export const noUserBindingWriteSchema = z.never();

/** What a token is for: carrying a user in, asking the system to bind them, or telling it they are unbound. */
export const JUMP_PURPOSES = ["jump", "bind", "unbind"] as const;
export type JumpPurpose = (typeof JUMP_PURPOSES)[number];

export const checkJumpTokenBodySchema = z.object({ token: z.string().min(1).max(4000) });
export const confirmJumpBindingBodySchema = z.object({
  token: z.string().min(1).max(4000),
  uid: requiredText(64),
  loginName: requiredText(64),
  authToken: optionalText(255),
});

/** The token check's answer: who the token names, and in which system. */
export const jumpTokenAnswerSchema = z.object({
  purpose: z.enum(JUMP_PURPOSES),
  tenantCode: z.string(),
  systemId: idSchema,
  userId: idSchema,
  username: z.string(),
  /** The user's account in the system (absent for a bind token: there is none yet). */
  uid: z.string().nullish(),
  loginName: z.string().nullish(),
  /** Where a bind ends: the page the user came from. */
  returnUrl: z.string().nullish(),
});
export type JumpTokenAnswer = z.infer<typeof jumpTokenAnswerSchema>;
