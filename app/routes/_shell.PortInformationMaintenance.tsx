import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { portInformation } from "~/resources/PortInformationMaintenance";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, portInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, portInformation);

export default function PortInformationScreen() {
  return <ResourceScreen resource={portInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
