/**
 * The refusals of the API users' calls and of calls made with their keys, in the provider's
 * English (app/resources/OpenApiUser.i18n.ts words them in the screens' languages).
 */
export const openApiMessages = {
  ownerUnknown: "choose a member of this tenant as the owner",
  priceShape: "a price has at most 6 digits and 2 decimals",
  apisRequired: "allow at least one API",
  quotaShape: "the quota is a whole number of calls from 1 to 1,000,000 a day",
  userHasCalls: "this API user has made calls and cannot be deleted: disable it instead",
  userDisabled: "this API user is disabled",
  apiNotAllowed: "this API user may not call this API",
  quotaExhausted: "this API user's quota of calls for today is used up",
} as const;
