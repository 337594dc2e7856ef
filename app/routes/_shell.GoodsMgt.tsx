import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { goodsMgt } from "~/resources/customs";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, goodsMgt);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, goodsMgt);

export default function GoodsScreen() {
  return <ResourceScreen resource={goodsMgt} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
