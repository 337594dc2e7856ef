import { z } from "zod";
import { ORDER_SORTABLE, orderHeaderFields, orderPaths, orderSchema, orderSupplierOptionsPath, RECEIVING_WAYS } from "#contract/business/order";
import { ORDER_STATUSES } from "#contract/business/order-steps";
import { defineResource } from "./define";

const header = z.object(orderHeaderFields);

/** The page an order opens on: its own, hidden from the menu (/editAddOrder). */
export const orderPage = (id?: string) => (id ? `/editAddOrder?id=${id}` : "/editAddOrder");

/**
 * Purchase orders (SPEC §3 order): the list by the kit; an order is drafted, edited and stepped on
 * its own page, which a new order and each code open. Only a draft is deleted.
 */
export const orderList = defineResource({
  name: "orderList",
  path: "/orderList",
  paths: orderPaths,
  row: orderSchema,
  add: header,
  update: header,
  fields: {
    code: { input: "text", readOnly: true, column: { width: 150, link: (row) => orderPage(String(row.id)) }, filter: true },
    orderDate: { input: "date", column: { width: 110 } },
    supplierId: { input: "select", source: { path: orderSupplierOptionsPath, label: "label", value: "value" }, filter: true },
    supplierName: { input: "text", readOnly: true, column: { width: 220 } },
    itemCode: { input: "text", readOnly: true, column: { width: 130 } },
    itemName: { input: "text", readOnly: true, column: { width: 200 } },
    lineCount: { input: "number", readOnly: true, column: { width: 70 } },
    quantitySum: { input: "number", readOnly: true, column: { width: 90 } },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 120 }, filter: true },
    totalPriceSum: { input: "text", readOnly: true, column: { width: 130, format: "amount" } },
    receivingWay: { input: "select", options: RECEIVING_WAYS, column: { width: 150 } },
    status: {
      input: "select",
      options: ORDER_STATUSES,
      readOnly: true,
      filter: true,
      column: { width: 100, tone: { draft: "gray", confirmed: "blue", shipped: "indigo", received: "teal", closed: "green", cancelled: "red" } },
    },
    orderDateFrom: { input: "date", readOnly: true, filter: true },
    orderDateTo: { input: "date", readOnly: true, filter: true },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
    // The lines' unit, offered on the order's page.
    unitCode: { input: "select", source: { dict: "unit" }, readOnly: true },
  },
  sortable: ORDER_SORTABLE,
  // An order's history is its steps, on its page.
  without: ["create", "update", "history"],
  actions: [{ intent: "newOrder", button: "add", records: "none" }],
  flow: { field: "status", from: { delete: ["draft"] } },
});
