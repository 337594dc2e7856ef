import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setDefaultBankAccountPath } from "#contract/admin/bank-account";
import { bankAccountManagement } from "~/resources/bankAccountManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** "Set as default": the chosen record, and no other, becomes the default. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultBankAccountPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.bankAccountManagement.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, bankAccountManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, bankAccountManagement, { setDefault });

export default function BankAccountScreen() {
  return <ResourceScreen resource={bankAccountManagement} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
