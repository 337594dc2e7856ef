import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notification } from "~/resources/notification";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, notification);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, notification);

export default function NotificationScreen() {
  return <ResourceScreen resource={notification} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
