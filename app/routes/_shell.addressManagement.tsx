import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setDefaultAddressPath } from "#contract/admin/address";
import { addressManagement } from "~/resources/addressManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** "Set as default": the chosen record, and no other, becomes the default. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultAddressPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.addressManagement.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, addressManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, addressManagement, { setDefault });

export default function AddressScreen() {
  return <ResourceScreen resource={addressManagement} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
