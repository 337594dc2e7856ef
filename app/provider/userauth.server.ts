import { authStateSchema, userAuthPaths as p, userAuthSchema, type AuditUserAuth, type AuthState, type CommitUserAuth, type UserAuth } from "#contract/admin/userauth";
import type { ProviderClient } from "./client.server";

/** A call on behalf of a signed-in user. */
type Call = { token: string; lang?: string };

/**
 * The authentication-request calls beyond a resource screen's list, delete and export
 * (SPEC §7 /api/admin/userAuth): a member's own request and state, the review, the correction.
 */
export function userAuthProvider(client: ProviderClient, call: Call) {
  return {
    commit: async (body: CommitUserAuth) => void (await client.request({ ...call, method: "POST", path: p.commit, json: body })),
    /** The member's latest request, or null before the first. */
    personalInfo: (userId: string): Promise<UserAuth | null> =>
      client.data({ ...call, method: "GET", path: `${p.personalInfo}/${encodeURIComponent(userId)}`, schema: userAuthSchema.nullable() }),
    isAuth: (userId: string): Promise<AuthState> => client.data({ ...call, method: "GET", path: `${p.isAuth}/${encodeURIComponent(userId)}`, schema: authStateSchema }),
    audit: async (body: AuditUserAuth) => void (await client.request({ ...call, method: "POST", path: p.audit, json: body })),
    update: async (body: unknown) => void (await client.request({ ...call, method: "POST", path: p.update, json: body })),
  };
}
