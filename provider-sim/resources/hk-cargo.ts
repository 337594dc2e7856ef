import { centsOf, amountText } from "../../contract/money";
import { addHkCargoSchema, hkCargoPaths, updateHkCargoSchema } from "../../contract/hk/cargo";
import { hkCargo as cargo } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import { checkCountry, checkCurrency } from "./usa-references";
import { checkUnit } from "./hk-references";
import type { SimResource } from "./resource";

const crud: CrudResource = {
  menuCode: "clearanceCargoInformation",
  title: "Cargo 货物信息",
  paths: hkCargoPaths,
  table: cargo,
  addSchema: addHkCargoSchema,
  updateSchema: updateHkCargoSchema,
  filters: {
    description: { column: cargo.description, match: "contains" },
    hkhsCode: { column: cargo.hkhsCode, match: "contains" },
    packageType: { column: cargo.packageType, match: "equals" },
  },
  sortable: { description: cargo.description, hkhsCode: cargo.hkhsCode, createTime: cargo.createTime },
  defaultOrder: [descending(cargo.createTime)],
  exportColumns: [
    { field: "description", header: "Description 货物描述" },
    { field: "hkhsCode", header: "HKHS code 香港商品编码" },
    { field: "unit", header: "Unit 单位" },
    { field: "unitValue", header: "Typical unit value 参考单价" },
    { field: "currency", header: "Currency 币种" },
    { field: "originCountry", header: "Origin 原产地" },
    { field: "packageType", header: "Package 包装" },
  ],
  importable: true,
  check(db, _principal, values) {
    checkUnit(db, values.unit);
    checkCurrency(db, values.currency);
    checkCountry(db, values.originCountry);
  },
  prepare(_db, _principal, { unitValue, ...values }) {
    return { ...values, unitValueCents: typeof unitValue === "string" ? centsOf(unitValue) : null };
  },
  view({ unitValueCents, ...row }) {
    return { ...row, unitValue: typeof unitValueCents === "number" ? amountText(unitValueCents) : null };
  },
};

/** Reusable cargo descriptions (/clearanceCargoInformation). */
export const hkCargoResource: SimResource = { bases: [hkCargoPaths.base], crud };
