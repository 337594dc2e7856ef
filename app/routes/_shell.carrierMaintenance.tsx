import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { carrierMaintenance } from "~/resources/carrierMaintenance";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, carrierMaintenance);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, carrierMaintenance);

export default function CarrierMaintenanceScreen() {
  return <ResourceScreen resource={carrierMaintenance} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
