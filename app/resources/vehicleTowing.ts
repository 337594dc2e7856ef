import { usShipmentPaths } from "#contract/usa/shipment";
import {
  addUsTowingOrderSchema,
  TOWING_STATUSES,
  US_TOWING_ORDER_SORTABLE,
  updateUsTowingOrderSchema,
  usTowingOrderCalls,
  usTowingOrderPaths,
  usTowingOrderSchema,
} from "#contract/usa/towing";
import { defineResource } from "./define";

/**
 * Drayage orders: a trucker's pull of one container from the terminal to the consignee and the
 * empty's return. "Next step" moves an order on and records the container's milestones; their
 * names come from the import clearance's texts.
 */
export const vehicleTowing = defineResource({
  name: "vehicleTowing",
  path: "/vehicleTowing",
  paths: usTowingOrderPaths,
  row: usTowingOrderSchema,
  add: addUsTowingOrderSchema,
  update: updateUsTowingOrderSchema,
  fields: {
    fileNo: { input: "text", readOnly: true, column: { width: 125 }, filter: true },
    containerNumber: { input: "text", readOnly: true, column: { width: 125 } },
    container: { input: "text", readOnly: true, filter: true },
    shipmentId: { input: "select", source: { paths: usShipmentPaths, label: "fileNo" } },
    containerId: { input: "select", source: { path: usTowingOrderCalls.containerOptions, label: "label", value: "value" } },
    truckerId: { input: "select", source: { path: usTowingOrderCalls.truckerOptions, label: "label", value: "value" }, filter: true },
    truckerName: { input: "text", readOnly: true, column: { width: 160 } },
    status: { input: "select", options: TOWING_STATUSES, readOnly: true, filter: true, column: { width: 115 } },
    lastFreeDay: { input: "text", readOnly: true, column: { width: 110 } },
    pickupAppointment: { input: "datetime", column: { width: 140, format: "datetime" } },
    deliveryAppointment: { input: "datetime" },
    deliveryAddress: { input: "textarea" },
    chassis: { input: "text" },
    accessorials: { input: "text" },
    podFile: { input: "file", accept: ["pdf", "image"], column: { width: 160 } },
    remark: { input: "textarea" },
  },
  sortable: US_TOWING_ORDER_SORTABLE,
  actions: [{ intent: "advance", button: "update", records: "one", dialog: true }],
  usesTextsOf: ["importClearance"],
});
