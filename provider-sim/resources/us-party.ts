import { and, asc, eq, inArray } from "drizzle-orm";
import { importerNumberKind } from "../../contract/customs/identifiers";
import { usaMessages as u } from "../../contract/usa/messages";
import { addUsPartySchema, updateUsPartySchema, usPartyPaths } from "../../contract/usa/party";
import { poaStatusOn } from "../../contract/usa/poa";
import { usParties, usPowersOfAttorney } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { SimError } from "../http";
import { ascending, descending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { checkAttachments, checkCountry, checkCustomer, dayOf } from "./usa-references";

const crud: CrudResource = {
  menuCode: "importersAndExporters",
  title: "Importers and exporters 进出口商",
  paths: usPartyPaths,
  table: usParties,
  addSchema: addUsPartySchema,
  updateSchema: updateUsPartySchema,
  filters: {
    name: { column: usParties.name, match: "contains" },
    code: { column: usParties.code, match: "contains" },
    partyRole: { column: usParties.partyRole, match: "equals" },
    residency: { column: usParties.residency, match: "equals" },
    taxNo: { column: usParties.taxNo, match: "contains" },
    customerId: { column: usParties.customerId, match: "equals" },
  },
  sortable: { name: usParties.name, code: usParties.code, partyRole: usParties.partyRole, createTime: usParties.createTime },
  // Importers before exporters, each by name.
  defaultOrder: [descending(usParties.partyRole), ascending(usParties.name)],
  exportColumns: [
    { field: "code", header: "Code 编码" },
    { field: "name", header: "Name 名称" },
    { field: "partyRole", header: "Role 类型" },
    { field: "residency", header: "US or foreign 美国/境外" },
    { field: "taxNo", header: "Tax number (EIN) 税号" },
    { field: "iorNumber", header: "Importer number 进口商编号" },
    { field: "bondType", header: "Bond 保证金" },
    { field: "legalRepresentative", header: "Legal representative 法人代表" },
    { field: "authorizedRepresentative", header: "Authorised representative 授权代表" },
    { field: "registrationPlace", header: "Registered in 注册地" },
    { field: "countryCode", header: "Country 国家" },
    { field: "poaStatus", header: "Power of attorney 委托书" },
    { field: "poaExpiry", header: "POA expiry 委托书到期" },
  ],
  unique: { field: "code", column: usParties.code, message: u.partyCodeTaken },
  importable: true,
  check(db, principal, values) {
    checkCountry(db, values.countryCode);
    checkCustomer(db, principal, values.customerId);
    checkAttachments(db, principal, values, ["businessLicenceFile", "irsLetterFile"]);
  },
  checkDelete(db, principal, ids) {
    const poa = db.select({ id: usPowersOfAttorney.id }).from(usPowersOfAttorney).where(and(scoped(usPowersOfAttorney, principal), inArray(usPowersOfAttorney.partyId, [...ids]))).get();
    if (poa) throw new SimError(u.partyHasPoa);
  },
  // The importer number's form, and the standing of the party's latest-expiring power of attorney.
  view(row, db, principal, now) {
    const expiries = db
      .select({ expiryDate: usPowersOfAttorney.expiryDate })
      .from(usPowersOfAttorney)
      .where(and(scoped(usPowersOfAttorney, principal), eq(usPowersOfAttorney.partyId, row.id)))
      .orderBy(asc(usPowersOfAttorney.expiryDate))
      .all()
      .map((p) => p.expiryDate);
    const poaExpiry = expiries.length === 0 ? null : expiries.includes(null) ? null : expiries[expiries.length - 1];
    const poaStatus = expiries.length === 0 ? "none" : poaStatusOn(poaExpiry, dayOf(now));
    const iorKind = typeof row.iorNumber === "string" ? importerNumberKind(row.iorNumber) : null;
    return { ...row, iorKind, poaStatus, poaExpiry };
  },
};

/** Importers of record and exporters (/importersAndExporters). */
export const usParty: SimResource = { bases: [usPartyPaths.base], crud };
