import { openDb } from "../db/client";
import { measureRanking, type RankingLanguage, type RankingRates } from "../provider-sim/services/hs-ranking";
import { seedHs } from "../seeds/hs";

/**
 * The HS look-up's ranking against the broker's choices of provider-sim/services/hs-ranking-set.ts:
 * how often the subheading comes first and among the first three, asked in English, Simplified
 * and Traditional Chinese. A quality figure, not a timing: reported, never asserted (the unit
 * test hs-ranking.test.ts holds the floor).
 */
export type RankingFigure = Omit<RankingRates, "misses"> & { language: RankingLanguage; misses: string[] };

export function hsRankingFigures(): RankingFigure[] {
  const db = openDb(":memory:");
  db.transaction((tx) => seedHs(tx));
  return (["en", "zh", "tw"] as const).map((language) => {
    const { misses, ...rates } = measureRanking(db, language);
    return { language, ...rates, misses: misses.map((m) => `${m.keyword} (${m.expected.join("|")}): ${m.found.join(" ") || "nothing"}`) };
  });
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`;

export function hsRankingLines(figures: RankingFigure[]): string[] {
  return [
    "HS look-up ranking (broker's subheading; target: 80% in the first 3):",
    ...figures.map(
      (f) => `  ${f.language}: top-1 ${f.top1}/${f.asked} (${percent(f.top1, f.asked)}), top-3 ${f.top3}/${f.asked} (${percent(f.top3, f.asked)})`,
    ),
  ];
}
