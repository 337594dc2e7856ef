import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { Clearing } from "#contract/business/billing";
import { BillDrawer } from "~/billing/BillDrawer";
import { clearingExtra, settle } from "~/billing/billing.server";
import { ClearingSummary } from "~/billing/ClearingSummary";
import { SettleDialog } from "~/billing/SettleDialog";
import { useBillInUrl } from "~/billing/use-bill-in-url";
import { useTranslation } from "~/i18n/react";
import { clearingCenter } from "~/resources/billing";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, clearingCenter, clearingExtra);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, clearingCenter, { settle });

const DIALOGS = { settle: SettleDialog };

/** The clearing centre: per member sums above the issued bills, each settled from the balance or by transfer. */
export default function ClearingCenterScreen() {
  const { t } = useTranslation();
  const { extra } = useLoaderData<ResourceLoaderData>();
  const { shown, bill, withBill } = useBillInUrl();
  const summary = (extra as { summary: Clearing[] } | null)?.summary ?? [];
  return (
    <>
      <ResourceScreen
        resource={clearingCenter}
        dialogs={DIALOGS}
        aside={<ClearingSummary rows={summary} />}
        rowLinks={{ width: 80, render: (row) => <RowButton onClick={() => withBill(row.id)}>{t("resources.BillingManagement.detail.open")}</RowButton> }}
      />
      <BillDrawer bill={bill} detail={shown} onClose={() => withBill(null)} />
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
