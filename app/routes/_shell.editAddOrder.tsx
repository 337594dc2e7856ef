import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderPage } from "~/order/OrderPage";
import { orderPageAction, orderPageData } from "~/order/order.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => orderPageData(request);
export const action = ({ request }: ActionFunctionArgs) => orderPageAction(request);

/** An order's own page (`?id=`), or a new draft without one; it belongs to /orderList in the menu. */
export default function EditAddOrder() {
  const data = useLoaderData<typeof loader>();
  // A saved change reloads the order: the page starts again from what the provider kept.
  const key = data.record ? `${data.record.order.id}:${data.record.order.updateTime}` : "new";
  return <OrderPage key={key} record={data.record} options={data.options} goods={data.goods} warehouses={data.warehouses} today={data.today} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
