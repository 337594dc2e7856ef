import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setDefaultSupplierAddressPath } from "#contract/business/supplier-address";
import { sAddressManagement } from "~/resources/sAddressManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** "Set as default": the chosen record, and no other of its supplier's, becomes the default. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultSupplierAddressPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.sAddressManagement.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sAddressManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sAddressManagement, { setDefault });

export default function SupplierAddressScreen() {
  return <ResourceScreen resource={sAddressManagement} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
