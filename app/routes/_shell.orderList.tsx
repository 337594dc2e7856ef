import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { orderList, orderPage } from "~/resources/orderList";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, orderList);
// "New order" opens an empty order's own page; the kit checked the add button first.
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, orderList, { newOrder: async () => redirect(orderPage()) });

/** Purchase orders: the list, filtered and exported by the kit; each code opens its order. */
export default function OrderListScreen() {
  return <ResourceScreen resource={orderList} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
