import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { weChatModuleManagement } from "~/resources/weChatManagement";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, weChatModuleManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, weChatModuleManagement);

export default function WeChatModuleScreen() {
  return <ResourceScreen resource={weChatModuleManagement} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
