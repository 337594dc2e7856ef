import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dataPermission } from "~/resources/datapermission";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, dataPermission);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, dataPermission);

export default function DataPermissionScreen() {
  return <ResourceScreen resource={dataPermission} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
