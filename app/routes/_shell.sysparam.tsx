import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysParam } from "~/resources/sysparam";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const meta: MetaFunction = () => [{ title: "Parameters | Trade Platform" }];

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysParam);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysParam);

export default function SysParamScreen() {
  return <ResourceScreen resource={sysParam} />;
}
