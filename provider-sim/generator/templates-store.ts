import { and, desc, eq } from "drizzle-orm";
import Mustache from "mustache";
import { generatorMessages as g, type TemplateDetail, type TemplateItemRow } from "../../contract/dev/generator";
import { nextId } from "../../db/snowflake";
import { generatorTemplates } from "../../db/schema";
import type { Queryable } from "../context";
import { isoTime, SimError } from "../http";
import type { Principal } from "../middleware/auth";
import { scoped } from "../tenant";
import { SHIPPED_SETS, shippedText, type TemplateItem } from "./render";

type Version = typeof generatorTemplates.$inferSelect;

function itemOf(set: string, item: string): TemplateItem {
  const found = SHIPPED_SETS[set]?.find((t) => t.item === item);
  if (!found) throw new SimError(g.unknownTemplate);
  return found;
}

const versionsOf = (q: Queryable, principal: Principal, set: string, item: string): Version[] =>
  q
    .select()
    .from(generatorTemplates)
    .where(and(scoped(generatorTemplates, principal), eq(generatorTemplates.templateSet, set), eq(generatorTemplates.item, item)))
    .orderBy(desc(generatorTemplates.version))
    .all();

const rowOf = (t: TemplateItem, latest: Version | undefined): TemplateItemRow => ({
  item: t.item,
  path: t.path,
  language: t.language,
  version: latest?.version ?? 0,
  updatedBy: latest?.createdBy ?? null,
  updateTime: isoTime(latest?.createTime),
});

/** The set's items, each with the tenant's latest version. */
export function templateItems(q: Queryable, principal: Principal, set: string): TemplateItemRow[] {
  const items = SHIPPED_SETS[set];
  if (!items) throw new SimError(g.unknownTemplate);
  return items.map((t) => rowOf(t, versionsOf(q, principal, set, t.item)[0]));
}

export function templateDetail(q: Queryable, principal: Principal, set: string, item: string): TemplateDetail {
  const t = itemOf(set, item);
  const versions = versionsOf(q, principal, set, item);
  const shipped = shippedText(set, t);
  return {
    ...rowOf(t, versions[0]),
    content: versions[0]?.content ?? shipped,
    shipped,
    versions: versions.map((v) => ({ version: v.version, reason: v.reason, restoredFrom: v.restoredFrom, createdBy: v.createdBy, createTime: isoTime(v.createTime)! })),
  };
}

/** The tenant's own texts by item, for rendering: only items it saved a version of. */
export function tenantTexts(q: Queryable, principal: Principal, set: string): Record<string, string> {
  return Object.fromEntries(
    (SHIPPED_SETS[set] ?? []).flatMap((t) => {
      const latest = versionsOf(q, principal, set, t.item)[0];
      return latest ? [[t.item, latest.content]] : [];
    }),
  );
}

/** A template Mustache cannot parse (an unclosed section, a bad tag) is refused before it is kept. */
export function checkTemplate(content: string): void {
  try {
    Mustache.parse(content);
  } catch {
    throw new SimError(g.templateBroken);
  }
}

/**
 * Writes the next version in the caller's transaction. The unique (tenant, set, item, version)
 * index refuses a second writer of the same number, so two saves at once never share a version.
 */
export function writeVersion(tx: Queryable, principal: Principal, now: number, set: string, item: string, content: string, restoredFrom: number | null): TemplateItemRow {
  const t = itemOf(set, item);
  checkTemplate(content);
  const latest = versionsOf(tx, principal, set, item)[0];
  const row: Version = {
    id: nextId(),
    tenantCode: principal.tenantCode,
    templateSet: set,
    item,
    version: (latest?.version ?? 0) + 1,
    content,
    reason: restoredFrom === null ? "save" : "restore",
    restoredFrom,
    createdBy: principal.username,
    createTime: new Date(now),
  };
  tx.insert(generatorTemplates).values(row).run();
  return rowOf(t, row);
}

/** The text of a version: 0 is the shipped one. */
export function versionText(q: Queryable, principal: Principal, set: string, item: string, version: number): string {
  const t = itemOf(set, item);
  if (version === 0) return shippedText(set, t);
  const found = versionsOf(q, principal, set, item).find((v) => v.version === version);
  if (!found) throw new SimError(g.unknownVersion);
  return found.content;
}
