import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysDict } from "~/resources/sysdict";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";


export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysDict);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysDict);

export default function SysDictScreen() {
  return <ResourceScreen resource={sysDict} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
