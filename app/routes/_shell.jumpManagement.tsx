import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { bindExternalSystemPath, jumpExternalSystemPath, unbindExternalSystemPath, userBindingPaths, userBindingSchema, webUrlSchema } from "#contract/business/jump";
import { PublicKeyDialog } from "~/jump/PublicKeyDialog";
import { UserBindingsDialog } from "~/jump/UserBindingsDialog";
import { jumpManagement } from "~/resources/jumpManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** The most bindings a system's dialog lists (the provider's largest page). */
const BINDINGS_SHOWN = 1000;

/** Where the provider sends the user: only a web address is followed. */
const leaveForSchema = z.object({ url: webUrlSchema });

/** Sends the browser to the system with the token the provider signed for the caller. */
const leaveFor =
  (path: string): ActionHandler =>
  async ({ client, call, ids, request }) => {
    if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
    // A bind ends back on this screen: the external system links there once it has confirmed.
    const query = path === bindExternalSystemPath ? { id: ids[0], returnUrl: new URL("/jumpManagement", request.url).toString() } : { id: ids[0] };
    const { data } = await client.request({ ...call, method: "POST", path, query, schema: leaveForSchema });
    return redirect(data.url);
  };

/** Ends the caller's binding; the provider tells the system, and says whether it heard. */
const unbind: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  const { data } = await client.request({ ...call, method: "POST", path: unbindExternalSystemPath, query: { id: ids[0] }, schema: z.object({ told: z.boolean() }) });
  return { ok: true, success: { key: data.told ? "resources.jumpManagement.done.unbind" : "resources.jumpManagement.done.unbindUntold" } };
};

/** One system's user bindings, for its dialog. */
const bindings: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  const query = { systemId: ids[0], currentPage: 1, pageSize: BINDINGS_SHOWN };
  const { data } = await client.request({ ...call, method: "GET", path: userBindingPaths.query, query, schema: z.object({ list: z.array(userBindingSchema) }) });
  return { ok: true, data: data.list };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, jumpManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, jumpManagement, { jump: leaveFor(jumpExternalSystemPath), bind: leaveFor(bindExternalSystemPath), unbind, bindings });

const DIALOGS = { publicKey: PublicKeyDialog, bindings: UserBindingsDialog };

export default function JumpManagementScreen() {
  return <ResourceScreen resource={jumpManagement} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
