import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { enterpriseUser } from "~/resources/userAuth";
import { updateMember } from "~/resources/userAuth.server";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, enterpriseUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, enterpriseUser, { update: updateMember(enterpriseUser) });

export default function EnterpriseUserScreen() {
  return <ResourceScreen resource={enterpriseUser} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
