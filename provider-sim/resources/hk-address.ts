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

const crud: CrudResource = {
  menuCode: "addressInformation",
  title: "Addresses 地址信息",
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
    { field: "addressName", header: "Name 名称" },
    { field: "kind", header: "Hong Kong or mainland 香港/内地" },
    { field: "district", header: "District 地区" },
    { field: "divisionCode", header: "Division code 行政区划代码" },
    { field: "divisionName", header: "Division 行政区划" },
    { field: "addressLine1", header: "Address 地址" },
    { field: "addressLine2", header: "Address (2) 地址（续）" },
    { field: "postalCode", header: "Postal code 邮编" },
    { field: "contactPerson", header: "Contact 联系人" },
    { field: "phone", header: "Phone 电话" },
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
