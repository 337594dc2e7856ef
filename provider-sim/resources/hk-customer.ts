import { addHkCustomerSchema, hkCustomerPaths, updateHkCustomerSchema } from "../../contract/hk/customer";
import { hkCustomers } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import { checkCountry } from "./usa-references";
import { checkAddress } from "./hk-references";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "customerInformation",
  title: "Customers 客户信息",
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
    { field: "nameEn", header: "Name (English) 英文名称" },
    { field: "nameZh", header: "Name (Chinese) 中文名称" },
    { field: "kind", header: "Consignor or consignee 发货人/收货人" },
    { field: "countryCode", header: "Country 国家/地区" },
    { field: "brNumber", header: "BR number 商业登记号码" },
    { field: "uscc", header: "Credit code 统一社会信用代码" },
    { field: "contactPerson", header: "Contact 联系人" },
    { field: "phone", header: "Phone 电话" },
    { field: "email", header: "Email 邮箱" },
  ],
  check(db, principal, values) {
    checkCountry(db, values.countryCode);
    checkAddress(db, principal, values.defaultAddressId);
  },
};

/** Consignors and consignees (/customerInformation). */
export const hkCustomer: SimResource = { bases: [hkCustomerPaths.base], crud };
