import { addSupplierAddressSchema, setDefaultSupplierAddressPath, supplierAddressPaths, updateSupplierAddressSchema } from "../../contract/business/supplier-address";
import { supplierAddresses } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending, descending } from "../paging";
import type { SimResource } from "./resource";
import { ADDRESS_TYPE } from "./export-labels";
import { supplierRowsWithOneDefault } from "./supplier-default";
import { checkDivisions, DIVISION_HEADER, divisionNames, supplierName } from "./supplier-references";

const own = supplierRowsWithOneDefault(supplierAddresses);

const crud: CrudResource = {
  menuCode: "sAddressManagement",
  title: { en: "Supplier addresses", zh: "供应商地址", tw: "供應商地址" },
  paths: supplierAddressPaths,
  table: supplierAddresses,
  addSchema: addSupplierAddressSchema,
  updateSchema: updateSupplierAddressSchema,
  filters: {
    supplierId: { column: supplierAddresses.supplierId, match: "equals" },
    addressType: { column: supplierAddresses.addressType, match: "equals" },
    contactPerson: { column: supplierAddresses.contactPerson, match: "contains" },
  },
  sortable: { addressType: supplierAddresses.addressType, contactPerson: supplierAddresses.contactPerson, createTime: supplierAddresses.createTime },
  defaultOrder: [ascending(supplierAddresses.supplierId), descending(supplierAddresses.isDefault), descending(supplierAddresses.createTime)],
  exportColumns: [
    { field: "supplierName", header: { en: "Supplier", zh: "供应商", tw: "供應商" } },
    { field: "addressType", header: { en: "Type", zh: "地址类型", tw: "地址類型" }, kind: { labels: ADDRESS_TYPE } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "contactPhone", header: { en: "Phone", zh: "联系电话", tw: "聯絡電話" } },
    { field: "divisionName", header: DIVISION_HEADER },
    { field: "addressDetails", header: { en: "Address", zh: "详细地址", tw: "詳細地址" } },
    { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
  ],
  ...own.hooks,
  check(db, principal, values, id, now) {
    checkDivisions(db, values);
    own.hooks.check!(db, principal, values, id, now);
  },
  view: (row, db, principal) => ({ ...row, supplierName: supplierName(db, principal, row.supplierId), divisionName: divisionNames(db, row) }),
};

/** A supplier's addresses (/sAddressManagement), one default per supplier. */
export const supplierAddress: SimResource = {
  bases: [supplierAddressPaths.base],
  crud,
  routes: own.setDefaultRoute(setDefaultSupplierAddressPath, crud.menuCode),
};
