import { addAddressSchema, addressPaths, setDefaultAddressPath, updateAddressSchema } from "../../contract/admin/address";
import { addresses } from "../../db/schema";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { ownCalls, ownRowsWithOneDefault } from "./own-default";
import type { SimResource } from "./resource";

const own = ownRowsWithOneDefault(addresses);

const crud: CrudResource = {
  menuCode: "addressManagement",
  title: "Addresses 地址",
  paths: addressPaths,
  table: addresses,
  addSchema: addAddressSchema,
  updateSchema: updateAddressSchema,
  filters: {
    addressType: { column: addresses.addressType, match: "equals" },
    contactPerson: { column: addresses.contactPerson, match: "contains" },
    companyName: { column: addresses.companyName, match: "contains" },
  },
  sortable: { addressType: addresses.addressType, contactPerson: addresses.contactPerson, createTime: addresses.createTime },
  defaultOrder: [descending(addresses.isDefault), descending(addresses.createTime)],
  exportColumns: [
    { field: "addressType", header: "Type 地址类型" },
    { field: "companyName", header: "Company 公司名称" },
    { field: "contactPerson", header: "Contact 联系人" },
    { field: "contactPhone", header: "Phone 联系电话" },
    { field: "addressDetails", header: "Address 详细地址" },
    { field: "isDefault", header: "Default 默认" },
  ],
  ...own.hooks,
};

/** The signed-in member's addresses (SPEC §3 address): every signed-in user, own rows only. */
export const address: SimResource = {
  bases: [addressPaths.base],
  open: [...ownCalls(addressPaths), setDefaultAddressPath],
  crud,
  routes: own.setDefaultRoute(setDefaultAddressPath, crud.menuCode),
};
