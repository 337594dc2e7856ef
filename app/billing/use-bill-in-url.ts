import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import type { BillDetail } from "#contract/business/billing";
import type { ResourceLoaderData } from "~/resources/route.server";
import { BILL_PARAM } from "./bill-param";

/** The bill the URL names, its row and its detail, and the way to open or close it beside the list (both screens). */
export function useBillInUrl() {
  const { rows, extra } = useLoaderData<ResourceLoaderData>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shown = (extra as { bill: ({ id: string } & BillDetail) | null } | null)?.bill ?? null;
  const withBill = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(BILL_PARAM, id);
    else next.delete(BILL_PARAM);
    navigate(`?${next}`, { preventScrollReset: true });
  };
  return { shown, bill: rows.find((row) => row.id === shown?.id), withBill };
}
