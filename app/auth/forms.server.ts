import { z } from "zod";
import { fields, registerAccountSchema, resetPasswordSchema, updateSysUserDetailSchema } from "#contract/auth";
import { providerMessages } from "#contract/messages";
import { constraintsOf } from "~/resources/constraints";

/**
 * The auth forms' server-side schemas, built from the contract's field rules (SPEC §5). They live
 * in a .server module so zod never ships to the browser with the pages; the pages get the same
 * rules as plain input attributes through `authInputs`.
 */

/** Field errors of our own are catalogue keys; everything else is provider text (see AuthForm). */
const REQUIRED = "errors.required";
const PASSWORDS_DIFFER = "errors.passwordsDiffer";

/** An empty reset code is missing, not wrong; a typed one follows the contract's rule. */
const resetCode = z.string().trim().min(1, REQUIRED).pipe(resetPasswordSchema.shape.resetCode);

export const loginAccountSchema = z.object({
  tenantCode: fields.tenantCode,
  username: fields.loginName,
  password: fields.password,
  charCaptcha: fields.captcha,
  captchaKey: fields.captchaKey,
});

export const loginMobileSchema = z.object({ tenantCode: fields.tenantCode, mobile: fields.mobile, smsCaptcha: fields.captcha });

export const registerFormSchema = registerAccountSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export const retrieveFormSchema = z.object({
  tenantCode: fields.tenantCode,
  email: fields.email,
  charCaptcha: fields.captcha,
  captchaKey: fields.captchaKey,
});

export const resetFormSchema = resetPasswordSchema
  .extend({ resetCode, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: providerMessages.passwordMismatch, path: ["confirmPassword"] });

/** The auth forms' input attributes, from the same contract rules the actions validate with. */
export const authInputs = constraintsOf(
  z.object({
    tenantCode: fields.tenantCode,
    loginName: fields.loginName,
    username: fields.username,
    password: fields.password,
    email: fields.email,
    mobile: fields.mobile,
    captcha: fields.captcha,
    resetCode,
  }),
);
export type AuthInputs = typeof authInputs;

/** SPEC §5: the old password and the confirmation must be there and within the password's limit. */
const typedPassword = z
  .string()
  .min(1, providerMessages.passwordLength)
  .max(authInputs.password.maxLength ?? Number.POSITIVE_INFINITY, providerMessages.passwordLength);

/** SPEC §5: old, new and confirmation required; new and confirmation must match. */
export const changePasswordSchema = z
  .object({ password: typedPassword, newPassword: fields.password, confirmPassword: typedPassword })
  .refine((v) => v.newPassword === v.confirmPassword, { message: providerMessages.passwordMismatch, path: ["confirmPassword"] });

/** The profile form: the contract's rules; it does not edit the region, so the provider keeps it. */
export const profileFormSchema = updateSysUserDetailSchema.omit({ geographic: true });
