import type { ExportColumn, Text } from "../crud/export-text";

/** The words an order's files give its coded values and headings, in the three languages (as the screens word them). */
export const ORDER_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  confirmed: { en: "Confirmed", zh: "已确认", tw: "已確認" },
  shipped: { en: "Shipped", zh: "已发货", tw: "已出貨" },
  received: { en: "Received", zh: "已收货", tw: "已收貨" },
  closed: { en: "Closed", zh: "已关闭", tw: "已關閉" },
  cancelled: { en: "Cancelled", zh: "已取消", tw: "已取消" },
};

export const RECEIVING_WAY: Record<string, Text> = {
  delivery: { en: "Delivered by the supplier", zh: "供应商送货", tw: "供應商送貨" },
  pickup: { en: "Picked up", zh: "上门自提", tw: "上門自提" },
  express: { en: "Express", zh: "快递", tw: "快遞" },
};

export const ORDER_TITLE: Text = { en: "Purchase orders", zh: "订单列表", tw: "訂單列表" };
export const ORDER_ONE_TITLE: Text = { en: "Purchase order", zh: "采购订单", tw: "採購訂單" };

export const ORDER_COLUMNS: readonly ExportColumn[] = [
  { field: "code", header: { en: "Order no.", zh: "订单编号", tw: "訂單編號" } },
  { field: "orderDate", header: { en: "Order date", zh: "下单日期", tw: "下單日期" } },
  { field: "supplierName", header: { en: "Supplier", zh: "供应商", tw: "供應商" } },
  { field: "itemCode", header: { en: "First goods", zh: "首项商品型号", tw: "首項商品型號" } },
  { field: "itemName", header: { en: "Goods name", zh: "商品名称", tw: "商品名稱" } },
  { field: "lineCount", header: { en: "Lines", zh: "行数", tw: "行數" } },
  { field: "quantitySum", header: { en: "Quantity", zh: "总数量", tw: "總數量" } },
  { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
  { field: "totalPriceSum", header: { en: "Total", zh: "总金额", tw: "總金額" } },
  { field: "receivingWay", header: { en: "Receiving way", zh: "收货方式", tw: "收貨方式" }, kind: { labels: RECEIVING_WAY } },
  { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: ORDER_STATUS } },
  { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
];

export const LINE_COLUMNS: readonly ExportColumn[] = [
  { field: "lineNo", header: { en: "No.", zh: "序号", tw: "序號" } },
  { field: "modelNumber", header: { en: "Model number", zh: "型号", tw: "型號" } },
  { field: "goodsName", header: { en: "Goods", zh: "商品名称", tw: "商品名稱" } },
  { field: "quantity", header: { en: "Quantity", zh: "数量", tw: "數量" } },
  { field: "unitCode", header: { en: "Unit", zh: "单位", tw: "單位" } },
  { field: "netWeight", header: { en: "Net weight (g)", zh: "净重（克）", tw: "淨重（克）" } },
  { field: "roughWeight", header: { en: "Gross weight (g)", zh: "毛重（克）", tw: "毛重（克）" } },
  { field: "unitPrice", header: { en: "Unit price", zh: "单价", tw: "單價" } },
  { field: "totalPrice", header: { en: "Line total", zh: "金额", tw: "金額" } },
  { field: "priceReason", header: { en: "Price reason", zh: "价格说明", tw: "價格說明" } },
  { field: "remark", header: { en: "Remark", zh: "备注", tw: "備註" } },
];
