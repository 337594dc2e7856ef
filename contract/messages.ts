import type { z } from "zod";
import { resourceMessages } from "./admin/resource-messages";

/**
 * Messages the provider answers with, in English. The app translates them through its
 * `provider` namespace (keyed by this exact text), and shows any unknown text as it came.
 */
export const providerMessages = {
  success: "success",
  badCredentials: "Bad credentials",
  invalidAccessToken: "Invalid access token",
  userDisabled: "User is disabled",
  userLocked: "User account is locked",
  noTenant: "this user has no tenant",
  tenantNotFound: "tenant does not exist",
  tooManyRequests: "too many requests, please try again later",
  captchaWrong: "verification code is wrong or expired",
  smsWrong: "SMS code is wrong or expired",
  emailNotFound: "no account uses this e-mail",
  resetCodeWrong: "reset code is wrong or expired",
  usernameTaken: "username is already taken",
  emailTaken: "e-mail is already registered",
  mobileTaken: "mobile is already registered",
  oldPasswordWrong: "old password is wrong",
  notFound: "not found",
  forbidden: "no permission for this operation",
  unauthorized: "full authentication is required",
  internal: "internal server error",
  usernameLength: "username must be 3 to 100 characters",
  adminUsernameLength: "username must be 3 to 64 characters",
  passwordLength: "password must be 6 to 31 characters",
  passwordMismatch: "new password and confirmation do not match",
  emailInvalid: "e-mail is not valid",
  mobileInvalid: "mobile is not valid",
  captchaRequired: "verification code is required",
  tenantRequired: "tenant code is required",
  rolesEmpty: "roles must be a non-null array",
  verificationFailed: "verification failed, please log in again",
  userNotFound: "user does not exist",
  noMobile: "this account has no mobile number",
  defaultRoleMissing: "the default role does not exist in this tenant",
  initPasswordMissing: "parameter account.initPassword is not set for this tenant",
  usernameOrMobileRequired: "username or mobile is required",
  notSortable: "cannot sort by this field",
  bodyTooLarge: "request body is too large",
  bodyMalformed: "request body is malformed",
  nicknameLength: "nickname must be 1 to 64 characters",
  phoneInvalid: "phone is not valid",
  addressLength: "address must be at most 200 characters",
  profileLength: "profile must be at most 512 characters",
  roleNotHeld: "the user does not hold this role",
  requestMalformed: "request is malformed",
  pageOutOfRange: "currentPage or pageSize is out of range",
  contactCodeWrong: "contact code is wrong or expired",
  contactCodeRequired: "a code sent to the new e-mail or mobile is required",
  contactOneAtATime: "change the e-mail and the mobile one at a time",
} as const;

/** Names listed in a refusal after its message, say, a supplier's orders. */
const MAX_NAMED = 10;

/**
 * A refusal that names the records it is about: the message (translated by its exact text), then
 * on the next line the records' codes, which read the same in every language; "…" past ten.
 */
export function namingRefusal(message: string, names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMED).join(", ");
  return `${message}\n${names.length > MAX_NAMED ? `${shown} …` : shown}`;
}

/** A provider's text split into the message and the names after it (none when it names nothing). */
export function splitNamingRefusal(text: string): { message: string; names: string | null } {
  const at = text.indexOf("\n");
  return at < 0 ? { message: text, names: null } : { message: text.slice(0, at), names: text.slice(at + 1) };
}

export type ProviderMessage = (typeof providerMessages)[keyof typeof providerMessages];

/**
 * What a rule that names no message of its own says, by the kind of problem zod found; the
 * app translates these like the provider's texts. Zod's own English ("Invalid option: expected
 * one of …") never reaches a user.
 */
export const validationMessages = {
  required: resourceMessages.required,
  tooLong: resourceMessages.tooLong,
  wholeNumber: resourceMessages.notANumber,
  number: "enter a number",
  option: "choose one of the options",
  tooShort: "this field is too short",
  tooSmall: "this value is too small",
  tooLarge: "this value is too large",
  chooseOne: "choose at least one",
  tooMany: "too many are chosen",
  format: "this value is not in the expected format",
  decimals: "this value has too many decimal places",
  invalid: "this value is not valid",
} as const;
export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];

const v = validationMessages;
const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === "string" && input.trim() === "") || (Array.isArray(input) && input.length === 0);

/** The message of an issue whose rule gave none (zod's per-parse `error`; a rule's own message wins). */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  if (isBlank(issue.input) && issue.code !== "too_big") return v.required;
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return v.wholeNumber;
      return issue.expected === "number" || issue.expected === "bigint" ? v.number : v.invalid;
    case "invalid_value":
      return v.option;
    case "too_small":
      if (issue.origin === "array" || issue.origin === "set") return v.chooseOne;
      return issue.origin === "string" ? v.tooShort : v.tooSmall;
    case "too_big":
      if (issue.origin === "array" || issue.origin === "set") return v.tooMany;
      return issue.origin === "string" ? v.tooLong : v.tooLarge;
    case "invalid_format":
      return v.format;
    case "not_multiple_of":
      return v.decimals;
    default:
      return v.invalid;
  }
}

/** A form's values checked with a contract's schema: the first message of each field (`whole` for the record's own). */
export function fieldErrorsOf(schema: z.ZodType, values: unknown, whole = "form"): Record<string, string> {
  const result = schema.safeParse(values, { error: issueMessage });
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0] ?? whole)] ??= issue.message;
  return errors;
}
