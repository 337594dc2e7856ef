import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { billOfUrl, draftBills, issueBills } from "~/billing/billing.server";
import { BillDrawer } from "~/billing/BillDrawer";
import { useBillInUrl } from "~/billing/use-bill-in-url";
import { DraftDialog } from "~/billing/DraftDialog";
import { useTranslation } from "~/i18n/react";
import { billingManagement } from "~/resources/billing";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, billingManagement, billOfUrl);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, billingManagement, { draftBills, issueBills });

const DIALOGS = { draftBills: DraftDialog };

/** Bills: drafted for a month, issued, each opening its lines and settlements beside the list. */
export default function BillingManagementScreen() {
  const { t } = useTranslation();
  const { shown, bill, withBill } = useBillInUrl();
  return (
    <>
      <ResourceScreen
        resource={billingManagement}
        dialogs={DIALOGS}
        rowLinks={{ width: 80, render: (row) => <RowButton onClick={() => withBill(row.id)}>{t("resources.BillingManagement.detail.open")}</RowButton> }}
      />
      <BillDrawer bill={bill} detail={shown} onClose={() => withBill(null)} />
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
