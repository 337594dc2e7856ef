import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { customerInformation } from "~/resources/hk-basic-data";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, customerInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, customerInformation);

export default function CustomerInformationScreen() {
  return <ResourceScreen resource={customerInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
