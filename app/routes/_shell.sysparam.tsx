import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysParam } from "~/resources/sysparam";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";


export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysParam);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysParam);

export default function SysParamScreen() {
  return <ResourceScreen resource={sysParam} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
