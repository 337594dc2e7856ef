import { centsOf, amountText } from "../../contract/money";
import { addHkCargoSchema, hkCargoPaths, updateHkCargoSchema } from "../../contract/hk/cargo";
import { hkCargo as cargo } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { descending } from "../paging";
import { checkCountry, checkCurrency } from "./usa-references";
import { checkUnit } from "./hk-references";
import type { SimResource } from "./resource";
import { PACKAGE_TYPE } from "./export-labels";

const crud: CrudResource = {
  menuCode: "clearanceCargoInformation",
  title: { en: "Cargo", zh: "货物信息", tw: "貨物資訊" },
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
    { field: "description", header: { en: "Description", zh: "货物描述", tw: "貨物描述" } },
    { field: "hkhsCode", header: { en: "HKHS code", zh: "香港商品编码", tw: "香港商品編碼" } },
    { field: "unit", header: { en: "Unit", zh: "单位", tw: "單位" } },
    { field: "unitValue", header: { en: "Typical unit value", zh: "参考单价", tw: "參考單價" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "originCountry", header: { en: "Origin", zh: "原产地", tw: "原產地" } },
    { field: "packageType", header: { en: "Package", zh: "包装", tw: "包裝" }, kind: { labels: PACKAGE_TYPE } },
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
