import type { ShipmentAttention, ShipmentStage } from "#contract/usa/shipment";
import { DEFAULT_PAGE_SIZE } from "~/lib/constants";
import { importClearance } from "~/resources/importClearance";
import { listSearch } from "~/resources/list-state";

/** The shipment list filtered as a dashboard number counts it, written by the list's own URL writer. */
export const shipmentsWhere = (filters: { stage?: ShipmentStage; attention?: ShipmentAttention }) => `${importClearance.path}${listSearch({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, filters })}`;

export const shipmentPage = (id: string) => `${importClearance.path}/${id}`;
