import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clearanceCargoInformation } from "~/resources/hk-basic-data";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, clearanceCargoInformation);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, clearanceCargoInformation);

export default function ClearanceCargoInformationScreen() {
  return <ResourceScreen resource={clearanceCargoInformation} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
