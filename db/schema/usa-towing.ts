import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TOWING_STATUSES } from "../../contract/usa/towing";
import { createTime, id, tenantCode, updateTime } from "./columns";

/**
 * Drayage orders (/vehicleTowing; DOMAIN §1.13): one per container, its pull from the terminal to
 * the consignee and the empty's return. The times of the steps after dispatch are the container's
 * milestones (us_milestone), not columns here.
 */
export const usTowingOrders = sqliteTable(
  "us_towing_order",
  {
    id: id(),
    tenantCode: tenantCode(),
    shipmentId: text().notNull(),
    containerId: text().notNull(),
    truckerId: text().notNull(),
    /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the port's local time. */
    pickupAppointment: text(),
    deliveryAppointment: text(),
    deliveryAddress: text().notNull(),
    chassis: text(),
    accessorials: text(),
    remark: text(),
    podFile: text(),
    status: text({ enum: TOWING_STATUSES }).notNull().default("planned"),
    dispatchedAt: text(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex("us_towing_order_container").on(t.tenantCode, t.containerId),
    index("us_towing_order_pickup").on(t.tenantCode, t.pickupAppointment),
    index("us_towing_order_shipment").on(t.tenantCode, t.shipmentId),
  ],
);
