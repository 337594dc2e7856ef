import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysPost } from "~/resources/syspost";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";


export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysPost);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysPost);

export default function SysPostScreen() {
  return <ResourceScreen resource={sysPost} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
