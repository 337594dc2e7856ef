import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { bankMgt } from "~/resources/prepaid";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, bankMgt);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, bankMgt);

export default function BankMgtScreen() {
  return <ResourceScreen resource={bankMgt} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
