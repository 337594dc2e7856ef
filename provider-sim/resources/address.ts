import { addAddressSchema, addressPaths, setDefaultAddressPath, updateAddressSchema } from "../../contract/admin/address";
import { addresses } from "../../db/schema";
import { descending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { ownCalls, ownRowsWithOneDefault } from "./own-default";
import type { SimResource } from "./resource";
import { ADDRESS_TYPE } from "./export-labels";

const own = ownRowsWithOneDefault(addresses);

const crud: CrudResource = {
  menuCode: "addressManagement",
  title: { en: "Addresses", zh: "地址", tw: "地址" },
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
    { field: "addressType", header: { en: "Type", zh: "地址类型", tw: "地址類型" }, kind: { labels: ADDRESS_TYPE } },
    { field: "companyName", header: { en: "Company", zh: "公司名称", tw: "公司名稱" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "contactPhone", header: { en: "Phone", zh: "联系电话", tw: "聯絡電話" } },
    { field: "addressDetails", header: { en: "Address", zh: "详细地址", tw: "詳細地址" } },
    { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
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
