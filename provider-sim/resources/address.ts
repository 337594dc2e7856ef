import { addAddressSchema, addressPaths, setDefaultAddressPath, updateAddressSchema } from "../../contract/admin/address";
import { addresses } from "../../db/schema";
import { descending } from "../paging";
import type { ExportColumn } from "../crud/exports";
import type { CrudResource } from "../crud/resource";
import { ownCalls, ownRowsWithOneDefault } from "./own-default";
import type { SimResource } from "./resource";
import { ADDRESS_TYPE } from "./export-labels";

const own = ownRowsWithOneDefault(addresses);

/** An address's export columns, a member's or a supplier's, by field. */
export const ADDRESS_COLUMN = {
  addressType: { field: "addressType", header: { en: "Type", zh: "地址类型", tw: "地址類型" }, kind: { labels: ADDRESS_TYPE } },
  contactPerson: { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
  contactPhone: { field: "contactPhone", header: { en: "Phone", zh: "联系电话", tw: "聯絡電話" } },
  addressDetails: { field: "addressDetails", header: { en: "Address", zh: "详细地址", tw: "詳細地址" } },
  isDefault: { field: "isDefault", header: { en: "Default", zh: "默认", tw: "預設" }, kind: "boolean" },
} as const satisfies Record<string, ExportColumn>;

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
    ADDRESS_COLUMN.addressType,
    { field: "companyName", header: { en: "Company", zh: "公司名称", tw: "公司名稱" } },
    ADDRESS_COLUMN.contactPerson,
    ADDRESS_COLUMN.contactPhone,
    ADDRESS_COLUMN.addressDetails,
    ADDRESS_COLUMN.isDefault,
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
