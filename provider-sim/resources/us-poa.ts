import { and, gt, gte, isNull, lt, lte, or } from "drizzle-orm";
import { addUsPoaSchema, POA_EXPIRY_WARNING_DAYS, poaStatusOn, updateUsPoaSchema, usPoaPaths } from "../../contract/usa/poa";
import { usPowersOfAttorney as poa } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { ascending, descending } from "../paging";
import type { SimResource } from "./resource";
import { checkAttachments, checkParty, dayOf } from "./usa-references";
import { POA_STATUS, POA_TYPE } from "./export-labels";

/** The last day of the warning window that starts on `today`. */
const warnUntil = (now: number) => dayOf(now + POA_EXPIRY_WARNING_DAYS * 86_400_000);

const crud: CrudResource = {
  menuCode: "powerOfAttorney",
  title: { en: "Powers of attorney", zh: "委托书", tw: "委託書" },
  paths: usPoaPaths,
  table: poa,
  addSchema: addUsPoaSchema,
  updateSchema: updateUsPoaSchema,
  filters: {
    partyId: { column: poa.partyId, match: "equals" },
    grantorName: { column: poa.grantorName, match: "contains" },
    poaType: { column: poa.poaType, match: "equals" },
    status: {
      where(value, _q, _principal, now) {
        const today = dayOf(now);
        if (value === "expired") return lt(poa.expiryDate, today);
        if (value === "expiring") return and(gte(poa.expiryDate, today), lte(poa.expiryDate, warnUntil(now)));
        if (value === "valid") return or(isNull(poa.expiryDate), gt(poa.expiryDate, warnUntil(now)));
        return undefined;
      },
    },
  },
  sortable: { executedDate: poa.executedDate, expiryDate: poa.expiryDate, grantorName: poa.grantorName, createTime: poa.createTime },
  // Soonest expiry first, those valid until revoked last: what the broker must renew next heads the list.
  defaultOrder: [ascending(poa.expiryDate, "last"), descending(poa.createTime)],
  exportColumns: [
    { field: "partyName", header: { en: "Principal", zh: "委托方", tw: "委託方" } },
    { field: "poaType", header: { en: "Type", zh: "类型", tw: "類型" }, kind: { labels: POA_TYPE } },
    { field: "grantorName", header: { en: "Signed by", zh: "签署人", tw: "簽署人" } },
    { field: "grantorTitle", header: { en: "Title", zh: "职务", tw: "職務" } },
    { field: "granteeName", header: { en: "Broker", zh: "受托报关行", tw: "受託報關行" } },
    { field: "executedDate", header: { en: "Executed", zh: "签署日期", tw: "簽署日期" } },
    { field: "expiryDate", header: { en: "Expires", zh: "到期日", tw: "到期日" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: POA_STATUS } },
  ],
  check(db, principal, values) {
    checkParty(db, principal, values.partyId);
    checkAttachments(db, principal, values, ["documentFile"]);
  },
  view(row, db, principal, now) {
    return { ...row, partyName: checkParty(db, principal, row.partyId), status: poaStatusOn(row.expiryDate as string | null, dayOf(now)) };
  },
};

/** Powers of attorney the broker holds (/powerOfAttorney). */
export const usPowerOfAttorney: SimResource = { bases: [usPoaPaths.base], crud };
