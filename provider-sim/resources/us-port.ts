import { and, eq, isNull, ne, or, type SQL } from "drizzle-orm";
import { usaMessages as u } from "../../contract/usa/messages";
import { addUsPortSchema, currentUnLocode, FORMER_SEAPORT_CODES, updateUsPortSchema, usPortPaths } from "../../contract/usa/port";
import { usPorts } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { SimError } from "../http";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { checkCountry, checkLocode, checkState } from "./usa-references";
import { ENABLED, PORT_TYPE } from "./export-labels";

const otherThan = (id: string | undefined): SQL | undefined => (id ? ne(usPorts.id, id) : undefined);

const crud: CrudResource = {
  menuCode: "PortInformationMaintenance",
  title: { en: "Ports", zh: "港口信息", tw: "港口資訊" },
  paths: usPortPaths,
  table: usPorts,
  addSchema: addUsPortSchema,
  updateSchema: updateUsPortSchema,
  filters: {
    portType: { column: usPorts.portType, match: "equals" },
    countryCode: { column: usPorts.countryCode, match: "equals" },
    nameEn: { column: usPorts.nameEn, match: "contains" },
    scheduleD: { column: usPorts.scheduleD, match: "contains" },
    // A former code finds the port kept under the current one (CNSHA → CNSHG).
    unLocode: {
      where: (value) => {
        const code = value.trim().toUpperCase();
        const current = FORMER_SEAPORT_CODES[code];
        return current ? or(eq(usPorts.unLocode, code), eq(usPorts.unLocode, current)) : eq(usPorts.unLocode, code);
      },
    },
    status: { column: usPorts.status, match: "equals" },
  },
  sortable: { scheduleD: usPorts.scheduleD, unLocode: usPorts.unLocode, nameEn: usPorts.nameEn, countryCode: usPorts.countryCode, createTime: usPorts.createTime },
  defaultOrder: [ascending(usPorts.countryCode), ascending(usPorts.scheduleD), ascending(usPorts.unLocode)],
  exportColumns: [
    { field: "portType", header: { en: "Type", zh: "类型", tw: "類型" }, kind: { labels: PORT_TYPE } },
    { field: "scheduleD", header: { en: "Schedule D", zh: "Schedule D", tw: "Schedule D" } },
    { field: "unLocode", header: { en: "UN/LOCODE", zh: "UN/LOCODE", tw: "UN/LOCODE" } },
    { field: "nameEn", header: { en: "Name", zh: "英文名", tw: "英文名" } },
    { field: "nameCn", header: { en: "Chinese name", zh: "中文名", tw: "中文名" } },
    { field: "countryCode", header: { en: "Country", zh: "国家", tw: "國家" } },
    { field: "state", header: { en: "State", zh: "州", tw: "州" } },
    { field: "airline", header: { en: "Lines", zh: "航线/航空公司", tw: "航線/航空公司" } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: ENABLED } },
  ],
  importable: true,
  check(db, principal, values, id) {
    checkCountry(db, values.countryCode);
    checkState(db, values.countryCode, values.state);
    checkLocode(db, values.unLocode);
    const sameCode = values.scheduleD
      ? eq(usPorts.scheduleD, String(values.scheduleD))
      : values.unLocode
        ? and(isNull(usPorts.scheduleD), eq(usPorts.unLocode, currentUnLocode(String(values.unLocode), String(values.portType))))
        : undefined;
    if (sameCode && db.select({ id: usPorts.id }).from(usPorts).where(and(scoped(usPorts, principal), sameCode, otherThan(id))).get()) throw new SimError(u.portTaken);
  },
  prepare: (_db, _principal, values) =>
    typeof values.unLocode === "string" ? { ...values, unLocode: currentUnLocode(values.unLocode, String(values.portType)) } : values,
};

/** Ports the broker works with (/PortInformationMaintenance). */
export const usPort: SimResource = { bases: [usPortPaths.base], crud };
