import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { importClearance } from "~/resources/importClearance";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, importClearance);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, importClearance);

/** The broker's shipments; a file number opens the shipment's own page (containers, milestones, lines, costs). */
export default function ImportClearanceScreen() {
  return <ResourceScreen resource={importClearance} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
