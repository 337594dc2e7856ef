import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { warehouseInformation } from "~/resources/warehouseInformation";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, warehouseInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, warehouseInformation);

export default function WarehouseInformationScreen() {
  return <ResourceScreen resource={warehouseInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
