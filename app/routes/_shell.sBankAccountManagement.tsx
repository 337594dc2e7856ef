import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setDefaultSupplierBankAccountPath } from "#contract/business/supplier-bank-account";
import { sBankAccountManagement } from "~/resources/sBankAccountManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** "Set as default": the chosen record, and no other of its supplier's, becomes the default. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultSupplierBankAccountPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.sBankAccountManagement.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sBankAccountManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sBankAccountManagement, { setDefault });

export default function SupplierBankAccountScreen() {
  return <ResourceScreen resource={sBankAccountManagement} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
