import { z } from "zod";

/**
 * Dev-only: ends sessions early so end-to-end tests can walk the session-expired path.
 * `POST /__dev/expireToken` with one raw access token, or every token of one account.
 */
export const devSessionPaths = {
  expireToken: "/__dev/expireToken",
} as const;

export const expireTokenSchema = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ username: z.string().min(1), tenantCode: z.string().min(1) }),
]);
export type ExpireTokenRequest = z.infer<typeof expireTokenSchema>;

/** How many live tokens were expired. */
export const expireTokenResultSchema = z.object({ expired: z.number().int().nonnegative() });
