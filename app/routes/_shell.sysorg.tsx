import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysOrg } from "~/resources/sysorg";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";


export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysOrg);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysOrg);

export default function SysOrgScreen() {
  return <ResourceScreen resource={sysOrg} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
