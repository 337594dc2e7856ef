import { stockMessages as s } from "#contract/business/stock";
import { warehouseMessages as w } from "#contract/business/warehouse";
import { usaMessages as u } from "#contract/usa/messages";

/** The warehouse and stock calls' refusals in zh and tw, shared by the two inventory screens. */
const provider = {
  zh: {
    [w.warehouseCodeTaken]: "已存在相同编码的仓库",
    [w.warehouseUnknown]: "请选择本租户的仓库",
    [w.warehouseDisabled]: "该仓库已停用：启用后才能出入库",
    [w.warehouseHasMovements]: "该仓库已有库存变动记录，不能删除，可将其停用",
    [s.quantityWhole]: "数量须为整数件",
    [s.quantityPositive]: "数量须大于零",
    [s.adjustmentNonZero]: "调整数量不能为零（负数表示减少库存）",
    [s.reasonRequired]: "库存调整须填写原因",
    [s.toWarehouseRequired]: "调拨须选择调入仓库",
    [s.sameWarehouse]: "调入仓库须与调出仓库不同",
    [s.goodsUnknown]: "请选择本租户的商品",
    [s.stockShort]: "库存不足：此变动会使库存低于零",
    [u.codeShape]: "编码只能包含大写字母、数字和“-”",
    [u.phoneShape]: "请输入有效的电话号码",
  },
  tw: {
    [w.warehouseCodeTaken]: "已存在相同編碼的倉庫",
    [w.warehouseUnknown]: "請選擇本租戶的倉庫",
    [w.warehouseDisabled]: "該倉庫已停用：啟用後才能出入庫",
    [w.warehouseHasMovements]: "該倉庫已有庫存異動記錄，不能刪除，可將其停用",
    [s.quantityWhole]: "數量須為整數件",
    [s.quantityPositive]: "數量須大於零",
    [s.adjustmentNonZero]: "調整數量不能為零（負數表示減少庫存）",
    [s.reasonRequired]: "庫存調整須填寫原因",
    [s.toWarehouseRequired]: "調撥須選擇調入倉庫",
    [s.sameWarehouse]: "調入倉庫須與調出倉庫不同",
    [s.goodsUnknown]: "請選擇本租戶的商品",
    [s.stockShort]: "庫存不足：此異動會使庫存低於零",
    [u.codeShape]: "編碼只能包含大寫字母、數字和「-」",
    [u.phoneShape]: "請輸入有效的電話號碼",
  },
};

const kinds = {
  en: { receipt: "Receipt", issue: "Issue", transfer: "Transfer", adjustment: "Adjustment" },
  zh: { receipt: "入库", issue: "出库", transfer: "调拨", adjustment: "调整" },
  tw: { receipt: "入庫", issue: "出庫", transfer: "調撥", adjustment: "調整" },
};

export const warehouseInformationText = {
  en: {
    title: "Warehouses",
    fields: { code: "Code", name: "Name", warehouseType: "Type", address: "Address", contactPerson: "Contact", contactPhone: "Phone", status: "Status", movementCount: "Movements", remark: "Remark", createTime: "Created" },
    options: { warehouseType: { own: "Own", bonded: "Bonded", thirdParty: "Third party" }, status: { enabled: "Enabled", disabled: "Disabled" } },
  },
  zh: {
    title: "仓库信息",
    fields: { code: "仓库编码", name: "仓库名称", warehouseType: "仓库类型", address: "地址", contactPerson: "联系人", contactPhone: "联系电话", status: "状态", movementCount: "变动记录", remark: "备注", createTime: "创建时间" },
    options: { warehouseType: { own: "自有仓", bonded: "保税仓", thirdParty: "第三方仓" }, status: { enabled: "启用", disabled: "停用" } },
  },
  tw: {
    title: "倉庫資訊",
    fields: { code: "倉庫編碼", name: "倉庫名稱", warehouseType: "倉庫類型", address: "地址", contactPerson: "聯絡人", contactPhone: "聯絡電話", status: "狀態", movementCount: "異動記錄", remark: "備註", createTime: "建立時間" },
    options: { warehouseType: { own: "自有倉", bonded: "保稅倉", thirdParty: "第三方倉" }, status: { enabled: "啟用", disabled: "停用" } },
  },
  provider,
};

export const inventoryInquiryText = {
  en: {
    title: "Inventory",
    fields: {
      goods: "Goods (model or name)", modelNumber: "Model number", goodsName: "Goods", warehouseId: "Warehouse", warehouseName: "Warehouse", quantity: "Stock", unit: "Unit",
      level: "Stock", lastMovementTime: "Last movement", goodsId: "Goods",
    },
    options: { level: { inStock: "Not zero", empty: "Zero" } },
    actions: { recordMovement: "Record movement" },
    close: "Close",
    movement: {
      kind: "Movement", kinds: kinds.en, warehouseId: "Warehouse", fromWarehouseId: "From warehouse", toWarehouseId: "To warehouse", quantity: "Quantity",
      adjustmentHint: "Negative takes stock off", reason: "Reason", reasonOptional: "Note", recorded: "The movement was recorded",
    },
    behind: {
      open: "Movements", title: "{{model}} in {{warehouse}}", empty: "No movements", kind: "Movement", quantity: "Change", balance: "Stock after", detail: "Reason or order",
      who: "By", when: "When", counterpartFrom: "from {{name}}", counterpartTo: "to {{name}}",
    },
  },
  zh: {
    title: "库存查询",
    fields: {
      goods: "商品（型号或名称）", modelNumber: "商品型号", goodsName: "商品名称", warehouseId: "仓库", warehouseName: "仓库", quantity: "库存数量", unit: "单位",
      level: "库存", lastMovementTime: "最近变动", goodsId: "商品",
    },
    options: { level: { inStock: "非零", empty: "为零" } },
    actions: { recordMovement: "登记变动" },
    close: "关闭",
    movement: {
      kind: "变动类型", kinds: kinds.zh, warehouseId: "仓库", fromWarehouseId: "调出仓库", toWarehouseId: "调入仓库", quantity: "数量",
      adjustmentHint: "负数表示减少库存", reason: "原因", reasonOptional: "备注", recorded: "库存变动已登记",
    },
    behind: {
      open: "变动明细", title: "{{model}} · {{warehouse}}", empty: "暂无变动", kind: "变动类型", quantity: "变动数量", balance: "变动后库存", detail: "原因或订单",
      who: "操作人", when: "时间", counterpartFrom: "自 {{name}}", counterpartTo: "至 {{name}}",
    },
  },
  tw: {
    title: "庫存查詢",
    fields: {
      goods: "商品（型號或名稱）", modelNumber: "商品型號", goodsName: "商品名稱", warehouseId: "倉庫", warehouseName: "倉庫", quantity: "庫存數量", unit: "單位",
      level: "庫存", lastMovementTime: "最近異動", goodsId: "商品",
    },
    options: { level: { inStock: "非零", empty: "為零" } },
    actions: { recordMovement: "登記異動" },
    close: "關閉",
    movement: {
      kind: "異動類型", kinds: kinds.tw, warehouseId: "倉庫", fromWarehouseId: "調出倉庫", toWarehouseId: "調入倉庫", quantity: "數量",
      adjustmentHint: "負數表示減少庫存", reason: "原因", reasonOptional: "備註", recorded: "庫存異動已登記",
    },
    behind: {
      open: "異動明細", title: "{{model}} · {{warehouse}}", empty: "暫無異動", kind: "異動類型", quantity: "異動數量", balance: "異動後庫存", detail: "原因或訂單",
      who: "操作人", when: "時間", counterpartFrom: "自 {{name}}", counterpartTo: "至 {{name}}",
    },
  },
  provider,
};
