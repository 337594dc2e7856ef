import { z } from "zod";
import { type Org, orgSchema, type registerAccountInitialSchema } from "#contract/auth";
import { pageSchema } from "#contract/envelope";
import { roleNameOptionSchema, type RoleNameOption } from "#contract/admin/sysrole";
import { paths } from "#contract/paths";
import { type UserPost, userPostSchema } from "#contract/user-posts";
import { ORG_QUERY_PAGE_SIZE } from "~/lib/constants";
import type { ProviderClient } from "./client.server";

/** contract/ names no shape for queryTenantUser: read what the app relies on, keep the rest. */
export const tenantUserSchema = z
  .object({
    id: z.coerce.string(),
    username: z.string(),
    tenantCode: z.coerce.string().nullish(),
  })
  .passthrough();
export type TenantUser = z.infer<typeof tenantUserSchema>;

/** Called once after login so the provider counts the session (online users). */
export async function registerNewSession(client: ProviderClient, token: string): Promise<void> {
  await client.request({ method: "POST", path: paths.admin.registerNewSession, token });
}

export function queryTenantUser(client: ProviderClient, token: string): Promise<TenantUser> {
  return client.data({ method: "GET", path: paths.admin.queryTenantUser, token, schema: tenantUserSchema });
}

export async function registerAccountInitial(
  client: ProviderClient,
  token: string,
  body: z.infer<typeof registerAccountInitialSchema>,
): Promise<void> {
  await client.request({ method: "POST", path: paths.admin.registerAccountInitial, token, json: body });
}

/** Every org of the tenant in one page (SPEC §7, §9 ORG_QUERY_PAGE_SIZE). */
export async function queryOrgList(client: ProviderClient, token: string): Promise<Org[]> {
  const { list } = await client.data({
    method: "GET",
    path: paths.admin.querySysOrg,
    token,
    query: { currentPage: 1, pageSize: ORG_QUERY_PAGE_SIZE },
    schema: pageSchema(orgSchema),
  });
  return list;
}

/** The posts a user holds, as the provider's tree nodes (main post first). */
export function querySysUserPostTree(client: ProviderClient, token: string, userId: string): Promise<UserPost[]> {
  return client.data({
    method: "GET",
    path: paths.admin.querySysUserPostTree,
    token,
    query: { userId },
    schema: z.array(userPostSchema),
  });
}

/** The roles a user holds in a post (`{ value: roleCode, label: roleName }` and the name per language); all of them without a post. */
export function queryRoleName(
  client: ProviderClient,
  token: string,
  userId: string,
  postCode?: string,
): Promise<RoleNameOption[]> {
  return client.data({
    method: "GET",
    path: paths.admin.queryRoleName,
    token,
    query: { userId, postCode },
    schema: z.array(roleNameOptionSchema),
  });
}
