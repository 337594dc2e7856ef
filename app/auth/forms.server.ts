import { z } from "zod";
import { fields, registerAccountSchema, resetPasswordSchema, updateSysUserDetailSchema } from "#contract/auth";
import { providerMessages } from "#contract/messages";

/**
 * The auth forms' server-side schemas, built from the contract's field rules. They live in a
 * .server module so zod never ships to the browser with the pages.
 */
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
  .refine((v) => v.password === v.confirmPassword, { message: providerMessages.passwordMismatch, path: ["confirmPassword"] });

export const retrieveFormSchema = z.object({
  tenantCode: fields.tenantCode,
  email: fields.email,
  charCaptcha: fields.captcha,
  captchaKey: fields.captchaKey,
});

export const resetFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: providerMessages.passwordMismatch, path: ["confirmPassword"] });

/** SPEC §5: old, new and confirmation required, at most 31; new and confirmation must match. */
export const changePasswordSchema = z
  .object({
    password: z.string().min(1, providerMessages.passwordLength).max(31, providerMessages.passwordLength),
    newPassword: fields.password,
    confirmPassword: z.string().min(1, providerMessages.passwordLength).max(31, providerMessages.passwordLength),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: providerMessages.passwordMismatch, path: ["confirmPassword"] });

/** The profile form: the contract's rules; it does not edit the region, so the provider keeps it. */
export const profileFormSchema = updateSysUserDetailSchema.omit({ geographic: true });
