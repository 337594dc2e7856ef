import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { customerInformations } from "~/resources/customerInformations";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, customerInformations);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, customerInformations);

export default function CustomerInformationsScreen() {
  return <ResourceScreen resource={customerInformations} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
