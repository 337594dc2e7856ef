import { and, count, eq, inArray } from "drizzle-orm";
import { addUsCustomerSchema, updateUsCustomerSchema, usCustomerPaths } from "../../contract/usa/customer";
import { usaMessages as u } from "../../contract/usa/messages";
import { usCustomers, usParties } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { SimError } from "../http";
import { descending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { checkCountry, checkCurrency, checkState } from "./usa-references";
import { CUSTOMER_STATUS } from "./export-labels";

const crud: CrudResource = {
  menuCode: "customerInformations",
  title: { en: "Customers", zh: "客户信息", tw: "客戶資訊" },
  paths: usCustomerPaths,
  table: usCustomers,
  addSchema: addUsCustomerSchema,
  updateSchema: updateUsCustomerSchema,
  filters: {
    customerCode: { column: usCustomers.customerCode, match: "contains" },
    customerName: { column: usCustomers.customerName, match: "contains" },
    countryCode: { column: usCustomers.countryCode, match: "equals" },
    status: { column: usCustomers.status, match: "equals" },
  },
  sortable: { customerCode: usCustomers.customerCode, customerName: usCustomers.customerName, countryCode: usCustomers.countryCode, createTime: usCustomers.createTime },
  defaultOrder: [descending(usCustomers.createTime)],
  exportColumns: [
    { field: "customerCode", header: { en: "Code", zh: "客户编码", tw: "客戶編碼" } },
    { field: "customerName", header: { en: "Name", zh: "客户名称", tw: "客戶名稱" } },
    { field: "contactName", header: { en: "Contact", zh: "联系人", tw: "聯絡人" } },
    { field: "phone", header: { en: "Phone", zh: "电话", tw: "電話" } },
    { field: "email", header: { en: "Email", zh: "邮箱", tw: "電子郵件" } },
    { field: "countryCode", header: { en: "Country", zh: "国家", tw: "國家" } },
    { field: "state", header: { en: "State", zh: "州", tw: "州" } },
    { field: "city", header: { en: "City", zh: "城市", tw: "城市" } },
    { field: "address", header: { en: "Address", zh: "地址", tw: "地址" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
    { field: "paymentTermDays", header: { en: "Payment terms (days)", zh: "账期", tw: "帳期" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: CUSTOMER_STATUS } },
  ],
  unique: { field: "customerCode", column: usCustomers.customerCode, message: u.customerCodeTaken },
  importable: true,
  check(db, _principal, values) {
    checkCountry(db, values.countryCode);
    checkState(db, values.countryCode, values.state);
    checkCurrency(db, values.currency);
  },
  checkDelete(db, principal, ids) {
    const party = db.select({ id: usParties.id }).from(usParties).where(and(scoped(usParties, principal), inArray(usParties.customerId, [...ids]))).get();
    if (party) throw new SimError(u.customerHasParties);
  },
  view(row, db, principal) {
    const [{ parties }] = db.select({ parties: count() }).from(usParties).where(and(scoped(usParties, principal), eq(usParties.customerId, row.id))).all();
    return { ...row, partyCount: parties };
  },
};

/** The broker's customers (/customerInformations). */
export const usCustomer: SimResource = { bases: [usCustomerPaths.base], crud };
