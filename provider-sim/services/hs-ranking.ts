import type { Db } from "../../db/client";
import { queryHsCodes } from "./hs-codes";
import { RANKING_SET, type RankingCase } from "./hs-ranking-set";
import { toTraditional } from "./hs-script";

/** How often the look-up puts a broker's subheading first, and among the first three. */
export interface RankingRates {
  asked: number;
  top1: number;
  top3: number;
  /** The queries whose subheading was not in the first three, with what came first. */
  misses: { keyword: string; expected: readonly string[]; found: string[] }[];
}

export type RankingLanguage = "en" | "zh" | "tw";

const keywordOf = (item: RankingCase, language: RankingLanguage) =>
  language === "en" ? item.en : language === "zh" ? item.zh : toTraditional(item.zh);

/** Asks every case of hs-ranking-set.ts in one language and counts the hits. */
export function measureRanking(db: Db, language: RankingLanguage): RankingRates {
  const rates: RankingRates = { asked: 0, top1: 0, top3: 0, misses: [] };
  for (const item of RANKING_SET) {
    const keyword = keywordOf(item, language);
    const found = queryHsCodes(db, { keyword, currentPage: 1, pageSize: 3 }).list.map((entry) => entry.code);
    rates.asked++;
    if (item.codes.includes(found[0])) rates.top1++;
    if (found.some((code) => item.codes.includes(code))) rates.top3++;
    else rates.misses.push({ keyword, expected: item.codes, found });
  }
  return rates;
}
