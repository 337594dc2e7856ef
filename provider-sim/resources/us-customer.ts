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

const crud: CrudResource = {
  menuCode: "customerInformations",
  title: "Customers 客户信息",
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
    { field: "customerCode", header: "Code 客户编码" },
    { field: "customerName", header: "Name 客户名称" },
    { field: "contactName", header: "Contact 联系人" },
    { field: "phone", header: "Phone 电话" },
    { field: "email", header: "Email 邮箱" },
    { field: "countryCode", header: "Country 国家" },
    { field: "state", header: "State 州" },
    { field: "city", header: "City 城市" },
    { field: "address", header: "Address 地址" },
    { field: "currency", header: "Currency 币种" },
    { field: "paymentTermDays", header: "Payment terms (days) 账期" },
    { field: "status", header: "Status 状态" },
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
