import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Page } from "../../contract/envelope";
import {
  hsMessages as hm,
  type HsCodeDetail,
  type HsEntry,
  type HsLevel,
  type HsNode,
  type HsSegment,
  type QueryHsCode,
  type UsHtsLine,
} from "../../contract/hs";
import type { Db } from "../../db/client";
import { hsCodes, hsSections, usHtsLines } from "../../db/schema";
import { page, SimError } from "../http";
import { windowOf } from "../paging";
import { compareCandidates, groupExpression, isPartsOf, MATCH_END, MATCH_START, matchExpression, parseKeyword, segmentsOf, type HsCandidate, type TermGroup } from "./hs-search";

/**
 * The HS reference data as the public open API serves it: browsing the tree, searching it by
 * code or by words (ranked by services/hs-search.ts over the FTS5 index `hs_code_fts`), and one
 * code's detail with the US HTS lines under it.
 */
type CodeRow = typeof hsCodes.$inferSelect;
type SectionRow = typeof hsSections.$inferSelect;
type PageQuery = Pick<QueryHsCode, "currentPage" | "pageSize">;

const isSection = (code: string) => /^[IVX]+$/.test(code);
/** Digits only ever reach here (the contract and parseKeyword see to it), so the pattern is literal. */
const startsWith = (column: SQLiteColumn, digits: string): SQL => sql`${column} glob ${`${digits}*`}`;
/** The chapter and heading above a code: 610910 has 61 and 6109. */
const ancestorCodes = (code: string) => [2, 4].filter((n) => n < code.length).map((n) => code.slice(0, n));

const nodeOf = (row: Pick<CodeRow, "code" | "level" | "description" | "nameTw" | "nameZh">): HsNode => ({
  code: row.code,
  level: row.level as HsLevel,
  description: row.description,
  nameTw: row.nameTw,
  nameZh: row.nameZh,
});
const nodeColumns = { code: hsCodes.code, level: hsCodes.level, description: hsCodes.description, nameTw: hsCodes.nameTw, nameZh: hsCodes.nameZh };
const chaptersIn = (section: string) => and(eq(hsCodes.section, section), eq(hsCodes.level, 2));
const sectionNode = (s: SectionRow): HsNode => ({ code: s.section, level: 0, description: s.name });
const sectionEntry = (s: SectionRow): HsEntry => ({ ...sectionNode(s), section: s.section, sectionName: s.name, path: [] });

function sectionsOf(db: Db): Map<string, SectionRow> {
  return new Map(db.select().from(hsSections).all().map((s) => [s.section, s]));
}

function findSection(db: Db, section: string): SectionRow {
  const row = db.select().from(hsSections).where(eq(hsSections.section, section)).get();
  if (!row) throw new SimError(hm.codeNotFound);
  return row;
}

function findCode(db: Db, code: string): CodeRow {
  const row = db.select().from(hsCodes).where(eq(hsCodes.code, code)).get();
  if (!row) throw new SimError(hm.codeNotFound);
  return row;
}

/** Entries for code rows, in their order, each with its path; segments by row id for a word search. */
function entriesOf(db: Db, rows: CodeRow[], segments?: Map<number, HsSegment[]>): HsEntry[] {
  if (rows.length === 0) return [];
  const sections = sectionsOf(db);
  const wanted = [...new Set(rows.flatMap((row) => ancestorCodes(row.code)))];
  const ancestors = new Map(
    wanted.length === 0
      ? []
      : db
          .select(nodeColumns)
          .from(hsCodes)
          .where(inArray(hsCodes.code, wanted))
          .all()
          .map((row) => [row.code, nodeOf(row)]),
  );
  return rows.map((row) => {
    const section = sections.get(row.section)!;
    const entry: HsEntry = {
      ...nodeOf(row),
      section: section.section,
      sectionName: section.name,
      chapter: row.chapter,
      path: [sectionNode(section), ...ancestorCodes(row.code).map((code) => ancestors.get(code)!)],
    };
    const marked = segments?.get(row.id);
    return marked ? { ...entry, segments: marked } : entry;
  });
}

/** A page of the codes `where` selects, in code order. */
function codePage(db: Db, where: SQL | undefined, query: PageQuery): Page<HsEntry> {
  const { limit, offset } = windowOf(query);
  const total = db.select({ n: count() }).from(hsCodes).where(where).get()!.n;
  const rows = db.select().from(hsCodes).where(where).orderBy(asc(hsCodes.code)).limit(limit).offset(offset).all();
  return page(entriesOf(db, rows), total, query.currentPage, query.pageSize);
}

/** No parent: the 21 sections. A section: its chapters. A chapter or heading: its children. */
function browse(db: Db, parent: string | undefined, query: PageQuery): Page<HsEntry> {
  if (parent === undefined) {
    const { limit, offset } = windowOf(query);
    const total = db.select({ n: count() }).from(hsSections).get()!.n;
    const rows = db.select().from(hsSections).orderBy(asc(hsSections.sectionNo)).limit(limit).offset(offset).all();
    return page(rows.map(sectionEntry), total, query.currentPage, query.pageSize);
  }
  if (isSection(parent)) return codePage(db, chaptersIn(findSection(db, parent).section), query);
  return codePage(db, eq(hsCodes.parent, findCode(db, parent).code), query);
}

/** The codes under a parent (itself included), as a condition; refuses a parent that does not exist. */
function scopeOf(db: Db, parent: string): SQL {
  return isSection(parent) ? eq(hsCodes.section, findSection(db, parent).section) : startsWith(hsCodes.code, findCode(db, parent).code);
}

type Found = { id: number; code: string; level: number; description: string; score: number; literal: boolean };

/** The codes some alternatives of a group find in one index: the English descriptions (without their exclusions) or the Chinese names. */
function hitsIn(db: Db, alternatives: TermGroup, zh: boolean, scope: SQL | undefined, literal: boolean): Found[] {
  const expression = groupExpression(alternatives, zh);
  if (expression === "") return [];
  const within = scope ? sql` and ${scope}` : sql``;
  const columns = sql`${hsCodes.id} as id, ${hsCodes.code} as code, ${hsCodes.level} as level, ${hsCodes.description} as description`;
  const found = zh
    ? db.all<Found>(
        sql`select ${columns}, bm25(hs_code_zh_fts) as score from hs_code_zh_fts join ${hsCodes} on ${hsCodes.id} = hs_code_zh_fts.rowid
            where hs_code_zh_fts match ${expression}${within}`,
      )
    : db.all<Found>(
        sql`select ${columns}, bm25(hs_code_fts, 0.0, 1.0) as score from hs_code_fts join ${hsCodes} on ${hsCodes.id} = hs_code_fts.rowid
            where hs_code_fts match ${`included_text : (${expression})`}${within}`,
      );
  return found.map((hit) => ({ ...hit, literal }));
}

/** The codes one term group finds: by the word as typed (its first alternative), then by its synonyms, in both languages. */
function groupHits(db: Db, group: TermGroup, scope: SQL | undefined): Found[] {
  const [typed, ...synonyms] = group;
  return [true, false].flatMap((zh) => [...hitsIn(db, [typed], zh, scope, true), ...hitsIn(db, synonyms, zh, scope, false)]);
}

/**
 * Every code some term group finds, with how many groups it matched (how many by the words as
 * typed) and their summed bm25 (each group's best hit): ranked by compareCandidates.
 */
function rankedCandidates(db: Db, groups: TermGroup[], scope: SQL | undefined, partsAsked: boolean): (HsCandidate & { id: number })[] {
  const candidates = new Map<number, HsCandidate & { id: number }>();
  for (const group of groups) {
    const best = new Map<number, Found>();
    for (const hit of groupHits(db, group, scope)) {
      const prior = best.get(hit.id);
      if (!prior) best.set(hit.id, hit);
      else best.set(hit.id, { ...prior, score: Math.min(prior.score, hit.score), literal: prior.literal || hit.literal });
    }
    for (const hit of best.values()) {
      const candidate = candidates.get(hit.id);
      if (candidate) {
        candidate.groups++;
        candidate.literal = (candidate.literal ?? 0) + Number(hit.literal);
        candidate.score += hit.score;
      } else {
        const parts = !partsAsked && isPartsOf(hit.description);
        candidates.set(hit.id, { id: hit.id, code: hit.code, level: hit.level, groups: 1, literal: Number(hit.literal), score: hit.score, parts });
      }
    }
  }
  return [...candidates.values()].sort(compareCandidates);
}

function wordSearch(db: Db, groups: TermGroup[], partsAsked: boolean, scope: SQL | undefined, query: PageQuery): Page<HsEntry> {
  if (groups.length === 0) return page([], 0, query.currentPage, query.pageSize);
  const ranked = rankedCandidates(db, groups, scope, partsAsked);
  const { limit, offset } = windowOf(query);
  const ids = ranked.slice(offset, offset + limit).map((c) => c.id);
  if (ids.length === 0) return page([], ranked.length, query.currentPage, query.pageSize);

  const byId = new Map(db.select().from(hsCodes).where(inArray(hsCodes.id, ids)).all().map((row) => [row.id, row]));
  const expression = matchExpression(groups);
  const highlighted =
    expression === ""
      ? []
      : db.all<{ id: number; marked: string }>(
          sql`select rowid as id, highlight(hs_code_fts, 0, ${MATCH_START}, ${MATCH_END}) as marked
              from hs_code_fts where hs_code_fts match ${`description : (${expression})`} and rowid in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
        );
  const segments = new Map(highlighted.map((h) => [h.id, segmentsOf(h.marked)]));
  return page(entriesOf(db, ids.map((id) => byId.get(id)!), segments), ranked.length, query.currentPage, query.pageSize);
}

/** `queryHsCode`: a search when there is a keyword, browsing otherwise (contract/hs.ts). */
export function queryHsCodes(db: Db, query: QueryHsCode): Page<HsEntry> {
  if (query.keyword === undefined) return browse(db, query.parent, query);
  const scope = query.parent === undefined ? undefined : scopeOf(db, query.parent);
  const keyword = parseKeyword(query.keyword);
  if (keyword.kind === "code") return codePage(db, and(startsWith(hsCodes.code, keyword.digits), scope), query);
  return wordSearch(db, keyword.groups, keyword.parts, scope, query);
}

const htsColumns = {
  htsCode: usHtsLines.htsCode,
  description: usHtsLines.description,
  fullDescription: usHtsLines.fullDescription,
  unit: usHtsLines.unit,
  generalRate: usHtsLines.generalRate,
  specialRate: usHtsLines.specialRate,
  column2Rate: usHtsLines.column2Rate,
};

function htsLines(db: Db, where: SQL): UsHtsLine[] {
  return db.select(htsColumns).from(usHtsLines).where(where).orderBy(asc(usHtsLines.htsCode)).all();
}

/** `queryHsCodeDetail`: the code, its path, its children and the US HTS lines under it. */
export function hsCodeDetail(db: Db, code: string): HsCodeDetail {
  const childColumns = nodeColumns;
  if (isSection(code)) {
    const section = findSection(db, code);
    const chapters = db.select(childColumns).from(hsCodes).where(chaptersIn(section.section)).orderBy(asc(hsCodes.code)).all();
    const usHts = chapters.length === 0 ? [] : htsLines(db, inArray(usHtsLines.chapter, chapters.map((c) => c.code)));
    return { ...sectionEntry(section), children: chapters.map(nodeOf), usHts };
  }
  const row = findCode(db, code);
  const [entry] = entriesOf(db, [row]);
  const children = db.select(childColumns).from(hsCodes).where(eq(hsCodes.parent, row.code)).orderBy(asc(hsCodes.code)).all();
  return { ...entry, children: children.map(nodeOf), usHts: htsLines(db, startsWith(usHtsLines.digits, row.code)) };
}
