import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { individualUser } from "~/resources/userAuth";
import { updateMember } from "~/resources/userAuth.server";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, individualUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, individualUser, { update: updateMember(individualUser) });

export default function IndividualUserScreen() {
  return <ResourceScreen resource={individualUser} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
