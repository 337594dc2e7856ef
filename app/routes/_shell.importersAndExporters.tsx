import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { importersAndExporters } from "~/resources/importersAndExporters";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, importersAndExporters);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, importersAndExporters);

export default function ImportersAndExportersScreen() {
  return <ResourceScreen resource={importersAndExporters} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
