import { hkMessages as h } from "#contract/hk/messages";

/** zh and tw of the Hong Kong basic-data calls' refusals, shared by the area's screens. */
export const hkProviderText = {
  zh: {
    [h.brShape]: "商业登记号码为 8 位数字",
    [h.brTaken]: "已存在相同商业登记号码的申报单位",
    [h.keepOneDefault]: "须保留一个默认申报单位：请将另一个申报单位设为默认",
    [h.hkhsShape]: "香港商品编码（HKHS）为 8 位数字",
    [h.districtNeeded]: "请选择香港 18 区之一",
    [h.divisionNeeded]: "请选择内地行政区划",
    [h.divisionUnknown]: "请从平台的行政区域中选择中国内地的行政区划",
    [h.usccShape]: "统一社会信用代码为 18 位，最后一位为校验码",
    [h.brOnlyHk]: "商业登记号码仅适用于香港客户",
    [h.usccOnlyMainland]: "统一社会信用代码仅适用于内地客户",
    [h.addressUnknown]: "请选择本租户的地址",
    [h.addressInUse]: "仍有客户以此地址为默认地址，请先修改该客户",
    [h.unitUnknown]: "请从计量单位字典中选择单位",
    [h.amountShape]: "金额最多 10 位整数和 2 位小数",
    [h.postalCodeShape]: "邮政编码为 6 位数字",
  },
  tw: {
    [h.brShape]: "商業登記號碼為 8 位數字",
    [h.brTaken]: "已存在相同商業登記號碼的申報單位",
    [h.keepOneDefault]: "須保留一個預設申報單位：請將另一個申報單位設為預設",
    [h.hkhsShape]: "香港商品編碼（HKHS）為 8 位數字",
    [h.districtNeeded]: "請選擇香港 18 區之一",
    [h.divisionNeeded]: "請選擇內地行政區劃",
    [h.divisionUnknown]: "請從平台的行政區域中選擇中國內地的行政區劃",
    [h.usccShape]: "統一社會信用代碼為 18 位，最後一位為校驗碼",
    [h.brOnlyHk]: "商業登記號碼僅適用於香港客戶",
    [h.usccOnlyMainland]: "統一社會信用代碼僅適用於內地客戶",
    [h.addressUnknown]: "請選擇本租戶的地址",
    [h.addressInUse]: "仍有客戶以此地址為預設地址，請先修改該客戶",
    [h.unitUnknown]: "請從計量單位字典中選擇單位",
    [h.amountShape]: "金額最多 10 位整數和 2 位小數",
    [h.postalCodeShape]: "郵遞區號為 6 位數字",
  },
};
