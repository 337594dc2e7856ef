import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { vendorInformation } from "~/resources/vendorInformation";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, vendorInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, vendorInformation);

export default function VendorInformationScreen() {
  return <ResourceScreen resource={vendorInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
