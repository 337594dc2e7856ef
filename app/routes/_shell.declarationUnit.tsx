import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { setDefaultHkDeclaringUnitPath } from "#contract/hk/declaring-unit";
import { declarationUnit } from "~/resources/hk-basic-data";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** "Set as default": the chosen declaring unit, and no other, becomes the tenant's default. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultHkDeclaringUnitPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.declarationUnit.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, declarationUnit);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, declarationUnit, { setDefault });

export default function DeclarationUnitScreen() {
  return <ResourceScreen resource={declarationUnit} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
