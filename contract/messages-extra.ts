/**
 * Provider messages not (yet) in messages.ts, in the same voice. Fold them into
 * `providerMessages` when that file is next edited.
 */
export const extraProviderMessages = {
  userNotFound: "user does not exist",
  noMobile: "this account has no mobile number",
  defaultRoleMissing: "the default role does not exist in this tenant",
  initPasswordMissing: "parameter account.initPassword is not set for this tenant",
  usernameOrMobileRequired: "username or mobile is required",
  notSortable: "cannot sort by this field",
  bodyTooLarge: "request body is too large",
  bodyMalformed: "request body is malformed",
} as const;
