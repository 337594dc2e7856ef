import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { powerOfAttorney } from "~/resources/powerOfAttorney";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, powerOfAttorney);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, powerOfAttorney);

export default function PowerOfAttorneyScreen() {
  return <ResourceScreen resource={powerOfAttorney} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
