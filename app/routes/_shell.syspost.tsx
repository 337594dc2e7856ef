import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysPost } from "~/resources/syspost";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const meta: MetaFunction = () => [{ title: "Posts | Trade Platform" }];

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysPost);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysPost);

export default function SysPostScreen() {
  return <ResourceScreen resource={sysPost} />;
}
