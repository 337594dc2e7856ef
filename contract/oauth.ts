/**
 * Spring Security OAuth2's error codes and the texts the provider pairs with them, beyond those
 * in messages.ts. Answers are raw: `{ error, error_description }`.
 */
export const oauthErrors = {
  invalidGrant: "invalid_grant",
  invalidToken: "invalid_token",
  invalidClient: "invalid_client",
  invalidRequest: "invalid_request",
  invalidScope: "invalid_scope",
  unauthorized: "unauthorized",
  unsupportedGrantType: "unsupported_grant_type",
  tooManyRequests: "too_many_requests",
} as const;

export const oauthMessages = {
  missingGrantType: "Missing grant type",
  badClientCredentials: "Bad client credentials",
  /** Followed by ": <grant type>". */
  unsupportedGrantType: "Unsupported grant type",
  /** Followed by ": <grant type>". */
  unauthorizedGrantType: "Unauthorized grant type",
  /** Followed by ": <scope>". */
  invalidScope: "Invalid scope",
  /** Followed by ": <first 8 characters>…". */
  invalidRefreshToken: "Invalid refresh token",
} as const;
