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
} as const;

export type ProviderMessage = (typeof providerMessages)[keyof typeof providerMessages];
