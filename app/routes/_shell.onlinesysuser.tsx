import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { onlineUserCalls } from "#contract/admin/onlineuser";
import { onlineSysUser } from "~/resources/onlinesysuser";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** The checked sessions name their users (a user with two sessions is named once). */
const usernamesSchema = z.array(z.string().trim().min(1).max(64)).min(1).max(100);

const handlers: Record<string, ActionHandler> = {
  forceLogout: async ({ client, call, ids }) => {
    const usernames = usernamesSchema.safeParse([...new Set(ids)]);
    if (!usernames.success) return { ok: false, error: { key: "kit.selectSome" } };
    await client.request({ ...call, method: "POST", path: onlineUserCalls.removePrincipal, query: { username: usernames.data } });
    return { ok: true, success: { key: "resources.onlinesysuser.done.forceLogout" } };
  },
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, onlineSysUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, onlineSysUser, handlers);

export default function OnlineSysUserScreen() {
  return <ResourceScreen resource={onlineSysUser} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
