import { businessMessages as b, orderMessages as o } from "#contract/business/messages";
import { customsProviderText } from "./customs-messages.i18n";

/** zh and tw of the order calls' refusals, besides the goods' and the US area's (units, currencies). */
export const orderProviderText = {
  zh: {
    ...customsProviderText.zh,
    [o.orderUnknown]: "请选择本租户的订单",
    [o.notDraft]: "只有草稿订单可以修改或删除",
    [o.stepNotAllowed]: "订单当前状态不能执行此操作",
    [o.noLines]: "订单至少需要一行商品",
    [o.tooManyLines]: "一张订单最多 200 行",
    [o.quantityShape]: "数量为 1 至 1,000,000 的整数",
    [o.weightShape]: "重量为整数克",
    [o.grossBelowNet]: "毛重不能小于净重",
    [o.priceShape]: "单价最多 10 位整数、2 位小数",
    [o.priceReasonNeeded]: "单价超出商品的最低价至最高价范围，请填写价格说明",
    [o.totalTooLarge]: "订单总金额过大",
    [o.warehouseNeeded]: "请选择收货入库的仓库",
    [o.supplierHasOrders]: "该供应商已有订单，不能删除，可改为停用",
    [o.supplierDisabled]: "该供应商已停用，请选择启用的供应商",
    [o.reorderNothing]: "请选择一张历史订单或至少一项商品",
    [b.supplierUnknown]: "请选择本租户的供应商",
  },
  tw: {
    ...customsProviderText.tw,
    [o.orderUnknown]: "請選擇本租戶的訂單",
    [o.notDraft]: "只有草稿訂單可以修改或刪除",
    [o.stepNotAllowed]: "訂單目前狀態不能執行此操作",
    [o.noLines]: "訂單至少需要一行商品",
    [o.tooManyLines]: "一張訂單最多 200 行",
    [o.quantityShape]: "數量為 1 至 1,000,000 的整數",
    [o.weightShape]: "重量為整數克",
    [o.grossBelowNet]: "毛重不能小於淨重",
    [o.priceShape]: "單價最多 10 位整數、2 位小數",
    [o.priceReasonNeeded]: "單價超出商品的最低價至最高價範圍，請填寫價格說明",
    [o.totalTooLarge]: "訂單總金額過大",
    [o.warehouseNeeded]: "請選擇收貨入庫的倉庫",
    [o.supplierHasOrders]: "該供應商已有訂單，不能刪除，可改為停用",
    [o.supplierDisabled]: "該供應商已停用，請選擇啟用的供應商",
    [o.reorderNothing]: "請選擇一張歷史訂單或至少一項商品",
    [b.supplierUnknown]: "請選擇本租戶的供應商",
  },
};

const en = {
  title: "Purchase orders",
  fields: {
    code: "Order no.", orderDate: "Order date", supplierId: "Supplier", supplierName: "Supplier", itemCode: "First goods", itemName: "Goods name", lineCount: "Lines",
    quantitySum: "Quantity", currency: "Currency", totalPriceSum: "Total", receivingWay: "Receiving way", status: "Status", orderDateFrom: "Ordered from", orderDateTo: "Ordered to",
    createTime: "Created", remark: "Remark",
  },
  options: {
    status: { draft: "Draft", confirmed: "Confirmed", shipped: "Shipped", received: "Received", closed: "Closed", cancelled: "Cancelled" },
    receivingWay: { delivery: "Delivered by the supplier", pickup: "Picked up", express: "Express" },
  },
  actions: { newOrder: "New order" },
  page: {
    back: "Purchase orders", newTitle: "New purchase order", title: "Purchase order {{code}}", header: "Order", lines: "Lines", steps: "Steps",
    supplierHint: "Search by code or name", goodsPick: "Add goods", goodsHint: "Search by model number or name", noGoods: "No goods yet: add them on Goods management",
    goods: "Goods", quantity: "Quantity", unitCode: "Unit", netWeight: "Net (g)", roughWeight: "Gross (g)", unitPrice: "Unit price", lineTotal: "Line total", remark: "Remark",
    priceReason: "Price reason", priceOutside: "Outside the goods' range {{lowest}}–{{highest}}: give a reason", removeLine: "Remove line {{n}}", noLines: "No lines yet: add goods above.",
    totals: "{{quantity}} pieces · {{currency}} {{total}}", totalsHidden: "{{quantity}} pieces",
    save: "Save draft", saved: "The draft was saved", print: "Print (PDF)", xlsx: "Export with lines (xlsx)", readOnly: "Only a draft changes; this order's status is {{status}}.",
    step: { confirm: "Confirm", ship: "Mark shipped", receive: "Receive", close: "Close", cancel: "Cancel order" },
    stepped: { confirm: "The order was confirmed", ship: "The order was marked shipped", receive: "The order was received", close: "The order was closed", cancel: "The order was cancelled" },
    stepAsk: { confirm: "Confirm this order with the supplier?", ship: "Mark this order as shipped?", close: "Close this order?", cancel: "Cancel this order? It cannot be taken up again." },
    receiveTitle: "Receive into a warehouse", warehouse: "Warehouse", noWarehouses: "No warehouse is set up yet: add one on Warehouses first.",
    timeline: { draft: "Drafted", confirm: "Confirmed", ship: "Shipped", receive: "Received", close: "Closed", cancel: "Cancelled", into: "into warehouse {{warehouse}}" },
  },
  oneClick: {
    title: "One-click order", intro: "Order again in one step: the new draft opens for you to check and confirm.",
    fromOrder: "From a past order", pastOrder: "Past order", pastHint: "Search by order no. or supplier", again: "Order again",
    fromGoods: "From goods", supplier: "Supplier", goods: "Goods", goodsHint: "Check the goods to order", orderGoods: "Order these goods", none: "No past orders yet.",
  },
};

const zh = {
  title: "订单列表",
  fields: {
    code: "订单编号", orderDate: "下单日期", supplierId: "供应商", supplierName: "供应商", itemCode: "首项商品型号", itemName: "商品名称", lineCount: "行数",
    quantitySum: "总数量", currency: "币种", totalPriceSum: "总金额", receivingWay: "收货方式", status: "状态", orderDateFrom: "下单日期起", orderDateTo: "下单日期止",
    createTime: "创建时间", remark: "备注",
  },
  options: {
    status: { draft: "草稿", confirmed: "已确认", shipped: "已发货", received: "已收货", closed: "已关闭", cancelled: "已取消" },
    receivingWay: { delivery: "供应商送货", pickup: "上门自提", express: "快递" },
  },
  actions: { newOrder: "新建订单" },
  page: {
    back: "订单列表", newTitle: "新建采购订单", title: "采购订单 {{code}}", header: "订单信息", lines: "商品明细", steps: "订单进度",
    supplierHint: "按编码或名称搜索", goodsPick: "添加商品", goodsHint: "按型号或名称搜索", noGoods: "暂无商品：请先在商品管理中添加",
    goods: "商品", quantity: "数量", unitCode: "单位", netWeight: "净重（克）", roughWeight: "毛重（克）", unitPrice: "单价", lineTotal: "金额", remark: "备注",
    priceReason: "价格说明", priceOutside: "超出商品价格范围 {{lowest}}–{{highest}}，请说明原因", removeLine: "删除第 {{n}} 行", noLines: "暂无商品行：请在上方添加商品。",
    totals: "共 {{quantity}} 件 · {{currency}} {{total}}", totalsHidden: "共 {{quantity}} 件",
    save: "保存草稿", saved: "草稿已保存", print: "打印（PDF）", xlsx: "导出明细（xlsx）", readOnly: "只有草稿可以修改；本订单{{status}}。",
    step: { confirm: "确认订单", ship: "标记发货", receive: "收货入库", close: "关闭订单", cancel: "取消订单" },
    stepped: { confirm: "订单已确认", ship: "订单已标记发货", receive: "订单已收货", close: "订单已关闭", cancel: "订单已取消" },
    stepAsk: { confirm: "向供应商确认此订单？", ship: "将此订单标记为已发货？", close: "关闭此订单？", cancel: "取消此订单？取消后不能恢复。" },
    receiveTitle: "收货入库", warehouse: "仓库", noWarehouses: "尚未设置仓库：请先在仓库信息中添加。",
    timeline: { draft: "创建草稿", confirm: "确认订单", ship: "发货", receive: "收货", close: "关闭", cancel: "取消", into: "入库仓库 {{warehouse}}" },
  },
  oneClick: {
    title: "一键下单", intro: "一步再次下单：新草稿打开后核对并确认即可。",
    fromOrder: "按历史订单", pastOrder: "历史订单", pastHint: "按订单编号或供应商搜索", again: "再来一单",
    fromGoods: "按商品", supplier: "供应商", goods: "商品", goodsHint: "勾选要订购的商品", orderGoods: "订购所选商品", none: "暂无历史订单。",
  },
};

const tw = {
  title: "訂單列表",
  fields: {
    code: "訂單編號", orderDate: "下單日期", supplierId: "供應商", supplierName: "供應商", itemCode: "首項商品型號", itemName: "商品名稱", lineCount: "行數",
    quantitySum: "總數量", currency: "幣別", totalPriceSum: "總金額", receivingWay: "收貨方式", status: "狀態", orderDateFrom: "下單日期起", orderDateTo: "下單日期迄",
    createTime: "建立時間", remark: "備註",
  },
  options: {
    status: { draft: "草稿", confirmed: "已確認", shipped: "已出貨", received: "已收貨", closed: "已關閉", cancelled: "已取消" },
    receivingWay: { delivery: "供應商送貨", pickup: "上門自提", express: "快遞" },
  },
  actions: { newOrder: "新增訂單" },
  page: {
    back: "訂單列表", newTitle: "新增採購訂單", title: "採購訂單 {{code}}", header: "訂單資訊", lines: "商品明細", steps: "訂單進度",
    supplierHint: "按編碼或名稱搜尋", goodsPick: "新增商品", goodsHint: "按型號或名稱搜尋", noGoods: "尚無商品：請先在商品管理中新增",
    goods: "商品", quantity: "數量", unitCode: "單位", netWeight: "淨重（克）", roughWeight: "毛重（克）", unitPrice: "單價", lineTotal: "金額", remark: "備註",
    priceReason: "價格說明", priceOutside: "超出商品價格範圍 {{lowest}}–{{highest}}，請說明原因", removeLine: "刪除第 {{n}} 行", noLines: "尚無商品行：請在上方新增商品。",
    totals: "共 {{quantity}} 件 · {{currency}} {{total}}", totalsHidden: "共 {{quantity}} 件",
    save: "儲存草稿", saved: "草稿已儲存", print: "列印（PDF）", xlsx: "匯出明細（xlsx）", readOnly: "只有草稿可以修改；本訂單{{status}}。",
    step: { confirm: "確認訂單", ship: "標記出貨", receive: "收貨入庫", close: "關閉訂單", cancel: "取消訂單" },
    stepped: { confirm: "訂單已確認", ship: "訂單已標記出貨", receive: "訂單已收貨", close: "訂單已關閉", cancel: "訂單已取消" },
    stepAsk: { confirm: "向供應商確認此訂單？", ship: "將此訂單標記為已出貨？", close: "關閉此訂單？", cancel: "取消此訂單？取消後不能恢復。" },
    receiveTitle: "收貨入庫", warehouse: "倉庫", noWarehouses: "尚未設定倉庫：請先在倉庫資訊中新增。",
    timeline: { draft: "建立草稿", confirm: "確認訂單", ship: "出貨", receive: "收貨", close: "關閉", cancel: "取消", into: "入庫倉庫 {{warehouse}}" },
  },
  oneClick: {
    title: "一鍵下單", intro: "一步再次下單：新草稿開啟後核對並確認即可。",
    fromOrder: "按歷史訂單", pastOrder: "歷史訂單", pastHint: "按訂單編號或供應商搜尋", again: "再來一單",
    fromGoods: "按商品", supplier: "供應商", goods: "商品", goodsHint: "勾選要訂購的商品", orderGoods: "訂購所選商品", none: "尚無歷史訂單。",
  },
};

/** Purchase orders (/orderList, /editAddOrder, /OneClickOrder) in en, zh and tw. */
export const orderListText = { en, zh, tw, provider: orderProviderText };
