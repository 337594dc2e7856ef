import { addHkCustomerSchema, hkCustomerPaths, updateHkCustomerSchema } from "../../contract/hk/customer";
import { hkCustomers } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import { checkCountry } from "./usa-references";
import { checkAddress } from "./hk-references";
import type { SimResource } from "./resource";
import { HK_CUSTOMER_KIND } from "./export-labels";

const crud: CrudResource = {
  menuCode: "customerInformation",
  title: { en: "Customers", zh: "客户信息", tw: "客戶資訊" },
  paths: hkCustomerPaths,
  table: hkCustomers,
  addSchema: addHkCustomerSchema,
  updateSchema: updateHkCustomerSchema,
  filters: {
    nameEn: { column: hkCustomers.nameEn, match: "contains" },
    kind: { column: hkCustomers.kind, match: "equals" },
    countryCode: { column: hkCustomers.countryCode, match: "equals" },
  },
  sortable: { nameEn: hkCustomers.nameEn, kind: hkCustomers.kind, countryCode: hkCustomers.countryCode, createTime: hkCustomers.createTime },
  defaultOrder: [descending(hkCustomers.createTime)],
  exportColumns: [
    { field: "nameEn", header: { en: "Name (English)", zh: "英文名称", tw: "英文名稱" } },
    { field: "nameZh", header: { en: "Name (Chinese)", zh: "中文名称", tw: "中文名稱" } },
    { field: "kind", header: { en: "Consignor or consignee", zh: "发货人/收货人", tw: "發貨人/收貨人" }, kind: { labels: HK_CUSTOMER_KIND } },
    { field: "countryCode", header: { en: "Country", zh: "国家/地区", tw: "國家/地區" } },
    { field: "brNumber", header: { en: "BR number", zh: "商业登记号码", tw: "商業登記號碼" } },
    { field: "uscc", header: { en: "Credit code", zh: "统一社会信用代码", tw: "統一社會信用代碼" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "phone", header: { en: "Phone", zh: "电话", tw: "電話" } },
    { field: "email", header: { en: "Email", zh: "邮箱", tw: "電子郵件" } },
  ],
  check(db, principal, values) {
    checkCountry(db, values.countryCode);
    checkAddress(db, principal, values.defaultAddressId);
  },
};

/** Consignors and consignees (/customerInformation). */
export const hkCustomer: SimResource = { bases: [hkCustomerPaths.base], crud };
