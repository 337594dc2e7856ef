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
import { BOND_SUFFICIENCY, BOND_TYPE, PARTY_ROLE, POA_STANDING, RESIDENCY } from "./export-labels";
import { importerBond } from "./us-bond";
import { centsOf } from "../../contract/money";
import { amountText } from "./us-money";

const crud: CrudResource = {
  menuCode: "importersAndExporters",
  title: { en: "Importers and exporters", zh: "进出口商", tw: "進出口商" },
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
    { field: "code", header: { en: "Code", zh: "编码", tw: "編碼" } },
    { field: "name", header: { en: "Name", zh: "名称", tw: "名稱" } },
    { field: "partyRole", header: { en: "Role", zh: "类型", tw: "類型" }, kind: { labels: PARTY_ROLE } },
    { field: "residency", header: { en: "US or foreign", zh: "美国/境外", tw: "美國/境外" }, kind: { labels: RESIDENCY } },
    { field: "taxNo", header: { en: "Tax number (EIN)", zh: "税号", tw: "稅號" } },
    { field: "iorNumber", header: { en: "Importer number", zh: "进口商编号", tw: "進口商編號" } },
    { field: "bondType", header: { en: "Bond", zh: "保证金", tw: "保證金" }, kind: { labels: BOND_TYPE } },
    { field: "bondNumber", header: { en: "Bond no.", zh: "保证金编号", tw: "保證金編號" } },
    { field: "suretyCode", header: { en: "Surety code", zh: "担保公司代码", tw: "擔保公司代碼" } },
    { field: "bondAmountUsd", header: { en: "Bond amount (USD)", zh: "保证金金额（美元）", tw: "保證金金額（美元）" } },
    { field: "bondEffectiveDate", header: { en: "Bond effective", zh: "保证金生效日", tw: "保證金生效日" } },
    { field: "dutiesTaxesFeesUsd", header: { en: "Duties, taxes and fees, 12 months (USD)", zh: "近 12 个月税费（美元）", tw: "近 12 個月稅費（美元）" } },
    { field: "bondRequiredUsd", header: { en: "Continuous bond required (USD)", zh: "所需年度保证金（美元）", tw: "所需年度保證金（美元）" } },
    { field: "bondSufficiency", header: { en: "Bond sufficiency", zh: "保证金是否充足", tw: "保證金是否充足" }, kind: { labels: BOND_SUFFICIENCY } },
    { field: "legalRepresentative", header: { en: "Legal representative", zh: "法人代表", tw: "法人代表" } },
    { field: "authorizedRepresentative", header: { en: "Authorised representative", zh: "授权代表", tw: "授權代表" } },
    { field: "registrationPlace", header: { en: "Registered in", zh: "注册地", tw: "註冊地" } },
    { field: "countryCode", header: { en: "Country", zh: "国家", tw: "國家" } },
    { field: "poaStatus", header: { en: "Power of attorney", zh: "委托书", tw: "委託書" }, kind: { labels: POA_STANDING } },
    { field: "poaExpiry", header: { en: "POA expiry", zh: "委托书到期", tw: "委託書到期" } },
  ],
  unique: { field: "code", column: usParties.code, message: u.partyCodeTaken },
  importable: true,
  check(db, principal, values) {
    checkCountry(db, values.countryCode);
    checkCustomer(db, principal, values.customerId);
    checkAttachments(db, principal, values, ["businessLicenceFile", "irsLetterFile"]);
  },
  // The bond's amount is kept in cents.
  prepare: (_db, _principal, values) => {
    const { bondAmountUsd, ...stored } = values;
    return { ...stored, bondAmountCents: bondAmountUsd ? centsOf(String(bondAmountUsd)) : null };
  },
  checkDelete(db, principal, ids) {
    const poa = db.select({ id: usPowersOfAttorney.id }).from(usPowersOfAttorney).where(and(scoped(usPowersOfAttorney, principal), inArray(usPowersOfAttorney.partyId, [...ids]))).get();
    if (poa) throw new SimError(u.partyHasPoa);
  },
  // The importer number's form, the standing of the party's latest-expiring power of attorney, and an importer's bond sufficiency.
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
    const { bondAmountCents, ...shown } = row as typeof row & { bondAmountCents: number | null; bondType: string; partyRole: string };
    const bondAmountUsd = bondAmountCents === null ? null : amountText(bondAmountCents);
    if (shown.partyRole !== "importer") return { ...shown, bondAmountUsd, iorKind, poaStatus, poaExpiry };
    const bond = importerBond(db, principal, { id: row.id, bondType: shown.bondType, bondAmountCents }, dayOf(now));
    return {
      ...shown,
      bondAmountUsd,
      iorKind,
      poaStatus,
      poaExpiry,
      dutiesTaxesFeesUsd: amountText(bond.dutiesTaxesFeesCents),
      bondRequiredUsd: amountText(bond.requiredCents),
      bondSufficiency: bond.sufficiency,
    };
  },
};

/** Importers of record and exporters (/importersAndExporters). */
export const usParty: SimResource = { bases: [usPartyPaths.base], crud };
