import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addressInformation } from "~/resources/hk-basic-data";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, addressInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, addressInformation);

export default function AddressInformationScreen() {
  return <ResourceScreen resource={addressInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
