import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { refundStepsPath } from "#contract/account/refund";
import { AuditRefundDialog, PayRefundDialog } from "~/prepaid/RefundDialogs";
import { RequestScreen } from "~/prepaid/RequestScreen";
import { stepRefund, stepsOfRequest } from "~/prepaid/steps.server";
import { rechargeFlowBack } from "~/resources/prepaid";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, rechargeFlowBack, stepsOfRequest(refundStepsPath));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, rechargeFlowBack, { audit: stepRefund, pay: stepRefund });

const DIALOGS = { audit: AuditRefundDialog, pay: PayRefundDialog };

/** The refund desk: approve (the member's balance is debited), reject with a reason, mark paid with the transfer's reference. */
export default function RechargeFlowBackScreen() {
  return <RequestScreen resource={rechargeFlowBack} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
