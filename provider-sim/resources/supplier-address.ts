import { addSupplierAddressSchema, setDefaultSupplierAddressPath, supplierAddressPaths, updateSupplierAddressSchema } from "../../contract/business/supplier-address";
import { supplierAddresses } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending, descending } from "../paging";
import type { SimResource } from "./resource";
import { supplierRowsWithOneDefault } from "./supplier-default";
import { ADDRESS_COLUMN } from "./address";
import { checkDivisions, DIVISION_COLUMN, divisionNames, SUPPLIER_COLUMN, supplierName } from "./supplier-references";

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
    SUPPLIER_COLUMN,
    ADDRESS_COLUMN.addressType,
    ADDRESS_COLUMN.contactPerson,
    ADDRESS_COLUMN.contactPhone,
    DIVISION_COLUMN,
    ADDRESS_COLUMN.addressDetails,
    ADDRESS_COLUMN.isDefault,
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
