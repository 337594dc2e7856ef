import { z } from "zod";
import { providerMessages as m } from "./messages";

/** SPEC §5 field rules, declared once for the app's forms and the simulator. */
export const fields = {
  tenantCode: z.string().trim().min(1, m.tenantRequired).max(64, m.tenantRequired),
  loginName: z.string().trim().min(3, m.usernameLength).max(100, m.usernameLength),
  username: z.string().trim().min(3, m.adminUsernameLength).max(64, m.adminUsernameLength),
  password: z.string().min(6, m.passwordLength).max(31, m.passwordLength),
  email: z.string().trim().max(100, m.emailInvalid).email(m.emailInvalid),
  mobile: z.string().trim().max(21, m.mobileInvalid).regex(/^\+?\d{6,20}$/, m.mobileInvalid),
  captcha: z.string().trim().min(1, m.captchaRequired).max(8, m.captchaWrong),
  captchaKey: z.string().trim().min(8).max(64),
};

export const CLIENT_ID = "browser";
export const TOKEN_SCOPE = "ui";

export const passwordGrantSchema = z.object({
  grant_type: z.literal("password"),
  type: z.literal("account").optional(),
  tenantCode: fields.tenantCode,
  username: fields.loginName,
  password: z.string().min(1, m.badCredentials).max(31, m.badCredentials),
  scope: z.string().optional(),
  client_id: z.string().optional(),
});

export const mobileGrantSchema = z.object({
  grant_type: z.literal("mobile"),
  type: z.literal("mobile").optional(),
  tenantCode: fields.tenantCode,
  mobile: fields.mobile,
  smsCaptcha: fields.captcha,
  scope: z.string().optional(),
  client_id: z.string().optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal("refresh_token"),
  refresh_token: z.string().min(1),
  scope: z.string().optional(),
  client_id: z.string().optional(),
});

export const tokenRequestSchema = z.discriminatedUnion("grant_type", [
  passwordGrantSchema,
  mobileGrantSchema,
  refreshGrantSchema,
]);

/** Raw OAuth2 JSON, no envelope. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

const keyLabel = z.object({ key: z.string(), label: z.string() }).nullish();

export const currentUserSchema = z.object({
  id: z.coerce.string(),
  username: z.string(),
  nickname: z.string().nullish(),
  avatar: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  mobile: z.string().nullish(),
  address: z.string().nullish(),
  profile: z.string().nullish(),
  tenantCode: z.coerce.string().nullish(),
  tenantName: z.string().nullish(),
  roles: z.array(z.string()),
  geographic: z.object({ province: keyLabel, city: keyLabel }).partial().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A node of the menu tree in the authority answer. */
export interface MenuNode {
  id?: string;
  menuCode: string;
  menuName: string;
  /** Names per UI language where the provider has them (simulator: en, zh, tw). */
  menuNames?: Partial<Record<"en" | "zh" | "tw", string>>;
  menuIcon?: string | null;
  menuPath?: string | null;
  menuComponent?: string | null;
  menuSequence?: number | null;
  menuStatus?: number | string | null;
  parentId?: string | null;
  routes?: MenuNode[];
  children?: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z
    .object({
      id: z.coerce.string().optional(),
      menuCode: z.string(),
      menuName: z.string(),
      menuNames: z.object({ en: z.string(), zh: z.string(), tw: z.string() }).partial().optional(),
      menuIcon: z.string().nullish(),
      menuPath: z.string().nullish(),
      menuComponent: z.string().nullish(),
      menuSequence: z.number().nullish(),
      menuStatus: z.union([z.number(), z.string()]).nullish(),
      parentId: z.coerce.string().nullish(),
      routes: z.array(menuNodeSchema).optional(),
      children: z.array(menuNodeSchema).optional(),
    })
    .passthrough(),
);

/** `queryCurrentAuthority`: raw JSON, no envelope. */
export const authoritySchema = z.object({
  status: z.string().optional(),
  type: z.string().optional(),
  currentAuthority: z.array(z.string()).default([]),
  menu: z.array(menuNodeSchema).default([]),
  menuButton: z.array(z.string()).default([]),
});
export type Authority = z.infer<typeof authoritySchema>;

export const orgSchema = z
  .object({
    id: z.coerce.string(),
    orgName: z.string(),
    orgType: z.string().nullish(),
    orgDescription: z.string().nullish(),
    orgSequence: z.number().nullish(),
    parentId: z.coerce.string().nullish(),
  })
  .passthrough();
export type Org = z.infer<typeof orgSchema>;

export const registerAccountSchema = z.object({
  tenantCode: fields.tenantCode,
  username: fields.username,
  password: fields.password,
  email: fields.email,
  prefix: z.string().regex(/^\d{1,4}$/).default("86"),
  mobile: fields.mobile,
  smsCaptcha: fields.captcha,
  /** The tenant's invitation code: with it the account is active at once, without it it awaits approval. */
  invitationCode: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(32).optional()),
});
export type RegisterAccount = z.infer<typeof registerAccountSchema>;

export const registerAccountInitialSchema = z.object({
  username: fields.username,
  nickname: z.string().trim().max(64).optional(),
  email: fields.email,
  mobile: fields.mobile,
});

export const compareCaptchaSchema = z.object({ charCaptcha: fields.captcha, key: fields.captchaKey });

export const retrievePasswordSchema = z.object({
  tenantCode: fields.tenantCode,
  email: fields.email,
  charCaptcha: fields.captcha,
  key: fields.captchaKey,
});

export const resetPasswordSchema = z.object({
  tenantCode: fields.tenantCode,
  email: fields.email,
  resetCode: z.string().trim().regex(/^\d{6}$/, m.resetCodeWrong),
  newPassword: fields.password,
});

export const updatePasswordSchema = z.object({
  id: z.string().min(1),
  password: z.string().min(1).max(31, m.passwordLength),
  newPassword: fields.password,
});

export const smsCaptchaQuerySchema = z.object({ mobile: fields.mobile, tenantCode: fields.tenantCode.optional() });

/** A province or city picked from the region tree. */
const regionPick = z.object({ key: z.string().trim().min(1).max(20), label: z.string().trim().min(1).max(64) });

/**
 * `PUT updateSysUserDetail`: the caller's own details. An optional field left out stays as it
 * is; an empty one is cleared (SPEC §5: profile is a remark, up to 512).
 */
export const updateSysUserDetailSchema = z.object({
  nickname: z.string({ error: m.nicknameLength }).trim().min(1, m.nicknameLength).max(64, m.nicknameLength),
  email: fields.email,
  mobile: fields.mobile,
  phone: z.string().trim().max(20, m.phoneInvalid).regex(/^[\d +-]*$/, m.phoneInvalid).optional(),
  address: z.string().trim().max(200, m.addressLength).optional(),
  profile: z.string().trim().max(512, m.profileLength).optional(),
  geographic: z.object({ province: regionPick.optional(), city: regionPick.optional() }).optional(),
  /** The code sendContactCode sent to the new e-mail or mobile; required when either changes. */
  code: z.string().trim().max(6, m.contactCodeWrong).regex(/^\d{6}$/, m.contactCodeWrong).optional(),
});
export type UpdateSysUserDetail = z.infer<typeof updateSysUserDetailSchema>;
