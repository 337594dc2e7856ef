import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { rechargeStepsPath } from "#contract/account/recharge";
import { AuditRechargeDialog } from "~/prepaid/AuditRechargeDialog";
import { RequestScreen } from "~/prepaid/RequestScreen";
import { auditRecharge, stepsOfRequest } from "~/prepaid/steps.server";
import { rechargeInfo } from "~/resources/prepaid";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, rechargeInfo, stepsOfRequest(rechargeStepsPath));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, rechargeInfo, { audit: auditRecharge });

const DIALOGS = { audit: AuditRechargeDialog };

/** Every recharge of the tenant: confirm to credit the member's balance, or reject with a reason. */
export default function RechargeInfoScreen() {
  return <RequestScreen resource={rechargeInfo} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
