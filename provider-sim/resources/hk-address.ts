import { and, inArray } from "drizzle-orm";
import type { Router } from "express";
import { addHkAddressSchema, hkAddressPaths, hkDivisionOptionsPath, updateHkAddressSchema } from "../../contract/hk/address";
import { hkMessages as h } from "../../contract/hk/messages";
import { hkAddresses, hkCustomers } from "../../db/schema";
import type { SimContext } from "../context";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { descending } from "../paging";
import { scoped } from "../tenant";
import { divisionName, mainlandDivisions } from "./hk-references";
import type { SimResource } from "./resource";
import { HK_ADDRESS_KIND, HK_DISTRICT } from "./export-labels";

const crud: CrudResource = {
  menuCode: "addressInformation",
  title: { en: "Addresses", zh: "地址信息", tw: "地址資訊" },
  paths: hkAddressPaths,
  table: hkAddresses,
  addSchema: addHkAddressSchema,
  updateSchema: updateHkAddressSchema,
  filters: {
    addressName: { column: hkAddresses.addressName, match: "contains" },
    kind: { column: hkAddresses.kind, match: "equals" },
    district: { column: hkAddresses.district, match: "equals" },
    divisionCode: { column: hkAddresses.divisionCode, match: "equals" },
  },
  sortable: { addressName: hkAddresses.addressName, kind: hkAddresses.kind, createTime: hkAddresses.createTime },
  defaultOrder: [descending(hkAddresses.createTime)],
  exportColumns: [
    { field: "addressName", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "kind", header: { en: "Hong Kong or mainland", zh: "香港/内地", tw: "香港/內地" }, kind: { labels: HK_ADDRESS_KIND } },
    { field: "district", header: { en: "District", zh: "地区", tw: "地區" }, kind: { labels: HK_DISTRICT } },
    { field: "divisionCode", header: { en: "Division code", zh: "行政区划代码", tw: "行政區劃代碼" } },
    { field: "divisionName", header: { en: "Division", zh: "行政区划", tw: "行政區劃" } },
    { field: "addressLine1", header: { en: "Address", zh: "地址", tw: "地址" } },
    { field: "addressLine2", header: { en: "Address (2)", zh: "地址（续）", tw: "地址（續）" } },
    { field: "postalCode", header: { en: "Postal code", zh: "邮编", tw: "郵編" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "phone", header: { en: "Phone", zh: "电话", tw: "電話" } },
  ],
  check(db, _principal, values) {
    if (values.kind === "mainland") divisionName(db, String(values.divisionCode));
  },
  // Only the kind's own place is kept, with the division's names as the provider holds them.
  prepare(db, _principal, values) {
    if (values.kind === "hk") return { ...values, divisionCode: null, divisionName: null, postalCode: null };
    return { ...values, district: null, divisionName: divisionName(db, String(values.divisionCode)) };
  },
  checkDelete(db, principal, ids) {
    const customer = db.select({ id: hkCustomers.id }).from(hkCustomers).where(and(scoped(hkCustomers, principal), inArray(hkCustomers.defaultAddressId, [...ids]))).get();
    if (customer) throw new SimError(h.addressInUse);
  },
};

function divisionOptions(router: Router, local: (path: string) => string, ctx: SimContext) {
  router.get(local(hkDivisionOptionsPath), handle(() => ok(mainlandDivisions(ctx.db))));
}

/** Consignors' and consignees' addresses (/addressInformation). */
export const hkAddress: SimResource = { bases: [hkAddressPaths.base], crud, routes: divisionOptions };
