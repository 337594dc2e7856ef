import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { rechargeFlow } from "~/resources/prepaid";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, rechargeFlow);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, rechargeFlow);

/** The member's movements, filtered by currency, kind and period, and exported as they are filtered. */
export default function RechargeFlowScreen() {
  return <ResourceScreen resource={rechargeFlow} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
