import { judgeLogo, LOGO_TYPES } from "../contract/business/logo";
import type { SystemModuleCode } from "../contract/business/module";
import type { Db } from "../db/client";
import { logos, tenantModulesOff } from "../db/schema";
import { seedId } from "../db/snowflake";
import { BASE_TIME, DAY_MS } from "./ids";
import { insertAll } from "./insert";
import { coverPng } from "./news-covers";

/** Block 46: logos; block 47: modules switched off. */
const logoId = (n: number) => seedId(46 * 100_000 + n);
const moduleOffId = (n: number) => seedId(47 * 100_000 + n);

/** A round badge with the tenant's initials, as a designer would hand it over. */
export function initialsSvg(initials: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="30" fill="${colour}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${initials}</text>` +
    `</svg>`
  );
}

interface SeedLogo {
  tenantCode: string;
  name: string;
  content: Buffer;
  contentType: string;
  isDefault: boolean;
  /** Days after the base time it was uploaded. */
  day: number;
}

const LOGOS: readonly SeedLogo[] = [
  { tenantCode: "10001", name: "Banner 2025", content: coverPng([9, 88, 217], [24, 144, 255]), contentType: LOGO_TYPES.png, isDefault: false, day: 0 },
  { tenantCode: "10001", name: "Global Trade badge", content: Buffer.from(initialsSvg("GT", "#1677ff")), contentType: LOGO_TYPES.svg, isDefault: true, day: 30 },
  { tenantCode: "10002", name: "Hong Kong badge", content: Buffer.from(initialsSvg("HK", "#cf1322")), contentType: LOGO_TYPES.svg, isDefault: true, day: 10 },
];

/**
 * The modules each demo tenant switched off: 10001 runs every one; the Hong Kong forwarder 10002
 * schedules no jobs (none of its journeys opens them).
 */
export const MODULES_OFF: Readonly<Record<string, readonly SystemModuleCode[]>> = { "10001": [], "10002": ["jobScheduling"] };

export function buildBrand() {
  const logoRows = LOGOS.map((logo, n) => {
    const at = new Date(BASE_TIME + logo.day * DAY_MS);
    return { id: logoId(n), tenantCode: logo.tenantCode, name: logo.name, contentType: logo.contentType, size: logo.content.length, content: logo.content, isDefault: logo.isDefault, createBy: "admin", createTime: at, updateTime: at };
  });
  const moduleOffRows = Object.entries(MODULES_OFF).flatMap(([tenantCode, codes]) => codes.map((menuCode) => ({ tenantCode, menuCode })))
    .map((row, n) => ({ id: moduleOffId(n), ...row, createBy: "admin", createTime: new Date(BASE_TIME) }));
  return { logoRows, moduleOffRows };
}

/** Whether a seeded logo is what an upload of its bytes would keep. */
export const keptAsUploaded = (row: { content: Buffer; contentType: string }) => {
  const judged = judgeLogo(row.content);
  return !("refusal" in judged) && judged.contentType === row.contentType && Buffer.from(judged.content).equals(row.content);
};

export function insertBrand(db: Pick<Db, "insert">): void {
  const { logoRows, moduleOffRows } = buildBrand();
  insertAll(db, logos, logoRows);
  insertAll(db, tenantModulesOff, moduleOffRows);
}
