import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { myRechargeStepsPath } from "#contract/account/recharge";
import { RequestScreen } from "~/prepaid/RequestScreen";
import { stepsOfRequest } from "~/prepaid/steps.server";
import { rechargeRecord } from "~/resources/prepaid";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, rechargeRecord, stepsOfRequest(myRechargeStepsPath));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, rechargeRecord);

/** A member's recharges: ask for one with the transfer's proof, follow each to its confirmation. */
export default function RechargeRecordScreen() {
  return <RequestScreen resource={rechargeRecord} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
