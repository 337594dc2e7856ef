import { and, asc, count, eq, inArray } from "drizzle-orm";
import {
  addSupplierSchema,
  cityOptionsQuerySchema,
  countyOptionsQuerySchema,
  supplierCityOptionsPath,
  supplierCountyOptionsPath,
  supplierPaths,
  supplierProvinceOptionsPath,
  updateSupplierSchema,
} from "../../contract/business/supplier";
import { businessMessages as b, orderMessages as o } from "../../contract/business/messages";
import { namingRefusal } from "../../contract/messages";
import { orders, supplierAddresses, supplierBankAccounts, suppliers } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { SUPPLIER_STATUS } from "./export-labels";
import { checkDivisions, cityOptions, countyOptions, DIVISION_COLUMN, divisionNames, provinceOptions } from "./supplier-references";
import { checkAttachments } from "./usa-references";
import { parseWith } from "../validate";

/** An options call asked with a malformed parent code. */
const badQuery = (message: string) => new SimError(message, 400, 400);

const crud: CrudResource = {
  menuCode: "vendorInformation",
  title: { en: "Suppliers", zh: "供应商信息", tw: "供應商資訊" },
  paths: supplierPaths,
  table: suppliers,
  addSchema: addSupplierSchema,
  updateSchema: updateSupplierSchema,
  filters: {
    code: { column: suppliers.code, match: "contains" },
    name: { column: suppliers.name, match: "contains" },
    provinceCode: { column: suppliers.provinceCode, match: "equals" },
    starLevel: { column: suppliers.starLevel, match: "equals" },
    status: { column: suppliers.status, match: "equals" },
    uscc: { column: suppliers.uscc, match: "contains" },
  },
  sortable: { code: suppliers.code, name: suppliers.name, starLevel: suppliers.starLevel, createTime: suppliers.createTime },
  defaultOrder: [ascending(suppliers.code)],
  exportColumns: [
    { field: "code", header: { en: "Code", zh: "供应商编码", tw: "供應商編碼" } },
    { field: "name", header: { en: "Name", zh: "供应商名称", tw: "供應商名稱" } },
    { field: "shortName", header: { en: "Short name", zh: "简称", tw: "簡稱" } },
    DIVISION_COLUMN,
    { field: "address", header: { en: "Contact address", zh: "联系地址", tw: "聯絡地址" } },
    { field: "contactPerson", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "contactPhone", header: { en: "Phone", zh: "联系电话", tw: "聯絡電話" } },
    { field: "bankName", header: { en: "Bank", zh: "开户银行", tw: "開戶銀行" } },
    { field: "bankAccount", header: { en: "Account number", zh: "银行账号", tw: "銀行帳號" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "starLevel", header: { en: "Stars", zh: "星级", tw: "星級" } },
    { field: "uscc", header: { en: "Unified social credit code", zh: "统一社会信用代码", tw: "統一社會信用代碼" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: SUPPLIER_STATUS } },
    { field: "createTime", header: { en: "Created", zh: "创建时间", tw: "建立時間" }, kind: "time" },
  ],
  unique: { field: "code", column: suppliers.code, message: b.supplierCodeTaken },
  importable: true,
  check(db, principal, values) {
    checkDivisions(db, values);
    checkAttachments(db, principal, values, ["attachmentFile"]);
  },
  // A supplier that has been ordered from stays on its orders: it can be disabled, not deleted.
  checkDelete(db, principal, ids) {
    const ordered = db.select({ code: orders.code }).from(orders).where(and(scoped(orders, principal), inArray(orders.supplierId, [...ids]))).orderBy(asc(orders.code)).all();
    if (ordered.length > 0) throw new SimError(namingRefusal(o.supplierHasOrders, ordered.map((r) => r.code ?? "")));
  },
  // Its own bank accounts and addresses go with it.
  onDelete(db, principal, ids) {
    db.delete(supplierBankAccounts).where(and(scoped(supplierBankAccounts, principal), inArray(supplierBankAccounts.supplierId, [...ids]))).run();
    db.delete(supplierAddresses).where(and(scoped(supplierAddresses, principal), inArray(supplierAddresses.supplierId, [...ids]))).run();
  },
  view(row, db, principal) {
    const counted = (table: typeof supplierBankAccounts | typeof supplierAddresses) =>
      db.select({ n: count() }).from(table).where(and(scoped(table, principal), eq(table.supplierId, row.id))).get()?.n ?? 0;
    return { ...row, divisionName: divisionNames(db, row), bankAccountCount: counted(supplierBankAccounts), addressCount: counted(supplierAddresses) };
  },
};

/** Suppliers (/vendorInformation), and the divisions of China their addresses name. */
export const supplier: SimResource = {
  bases: [supplierPaths.base],
  crud,
  routes(router, local, ctx) {
    router.get(local(supplierProvinceOptionsPath), handle(() => ok(provinceOptions(ctx.db))));
    router.get(local(supplierCityOptionsPath), handle((req) => ok(cityOptions(ctx.db, parseWith(cityOptionsQuerySchema, req.query, badQuery).provinceCode))));
    router.get(local(supplierCountyOptionsPath), handle((req) => ok(countyOptions(ctx.db, parseWith(countyOptionsQuerySchema, req.query, badQuery).cityCode))));
  },
};
