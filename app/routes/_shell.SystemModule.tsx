import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { switchOffSystemModulePath, switchOnSystemModulePath } from "#contract/business/module";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { systemModule } from "~/resources/systemModule";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/**
 * Switch one module on or off for the tenant. The write drops every kept session's authority
 * (session-cache.server.ts), so the tenant's users see the change on their next page.
 */
const switchTo =
  (on: boolean): ActionHandler =>
  async ({ client, call, ids }) => {
    if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
    await client.request({ ...call, method: "POST", path: on ? switchOnSystemModulePath : switchOffSystemModulePath, query: { id: ids[0] } });
    return { ok: true, success: { key: `resources.SystemModule.done.${on ? "switchOn" : "switchOff"}` } };
  };

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, systemModule);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, systemModule, { switchOn: switchTo(true), switchOff: switchTo(false) });

export default function SystemModuleScreen() {
  return <ResourceScreen resource={systemModule} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
