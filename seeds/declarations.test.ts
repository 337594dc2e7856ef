import { isUnifiedSocialCreditCode } from "../contract/admin/checks";
import { customsAnswer, declarationProblems, isEntryNumber, parseRejection } from "../contract/customs/declaration";
import { buildCustoms } from "./customs";
import { buildDeclarations } from "./declarations";
import { buildTariff } from "./tariff";

const ANCHOR = "2026-11-20";
const people = Object.fromEntries(["editor", "agent", "classifier", "reviewer", "admin"].map((name, i) => [name, { id: String(i + 1), username: name }])) as never;
const goods = buildCustoms(ANCHOR, people).goodsRows.map((g) => ({ ...g, id: g.id!, brand: g.brand ?? null, referencePriceCents: g.referencePriceCents ?? null, lowestPriceCents: g.lowestPriceCents ?? null }));
// The tariff seed's China lines in force on the anchor day.
const tariff = buildTariff().lineRows.filter((line) => line.market === "CN" && line.effectiveDate <= ANCHOR).map((line) => ({ ...line, unit1: line.unit1 ?? null, unit2: line.unit2 ?? null, elements: line.elements ?? null }));
const inForce = new Map([...tariff].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate)).map((line) => [line.code, line]));

describe("the declarations book", () => {
  const seed = buildDeclarations(ANCHOR, goods, tariff);
  const linesOf = (id: string) => seed.lineRows.filter((l) => l.declarationId === id);

  it("holds more than a page of declarations over every status, all with lines", () => {
    expect(seed.declarationRows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seed.declarationRows.map((d) => d.status))).toEqual(new Set(["draft", "submitted", "accepted", "rejected"]));
    for (const row of seed.declarationRows) expect(linesOf(row.id!).length).toBeGreaterThan(0);
  });

  it("passes the declarant's own checks, with traders' USCCs that pass their check", () => {
    const units = inForce;
    for (const row of seed.declarationRows) {
      const lines = linesOf(row.id!).map((l) => ({ lineNo: l.lineNo!, cnCode: l.cnCode!, quantityMilli: l.quantityMilli!, unit: l.unit!, secondQuantityMilli: l.secondQuantityMilli ?? null, totalCents: l.totalCents! }));
      expect({ no: row.declarationNo, problems: declarationProblems(row as never, lines, units) }).toEqual({ no: row.declarationNo, problems: [] });
      expect(isUnifiedSocialCreditCode(row.traderUscc!)).toBe(true);
    }
  });

  it("gives each answer the simulated customs would give, and unique 18-digit numbers to the accepted", () => {
    const byId = new Map(goods.map((g) => [g.id, g]));
    for (const row of seed.declarationRows.filter((d) => d.status === "accepted" || d.status === "rejected")) {
      const answer = customsAnswer(
        linesOf(row.id!).map((l) => {
          const item = byId.get(l.goodsId!)!;
          return { lineNo: l.lineNo!, elements: l.elements ?? null, template: inForce.get(l.cnCode!)!.elements, unitPriceTenThousandths: l.unitPriceTenThousandths!, range: { lowest: item.lowestPriceCents, highest: item.highestPriceCents ?? null } };
        }),
      );
      expect(answer).toEqual(parseRejection(row.rejectReason));
    }
    const numbers = seed.declarationRows.flatMap((d) => (d.entryNo ? [d.entryNo] : []));
    expect(numbers.length).toBe(seed.declarationRows.filter((d) => d.status === "accepted").length);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(isEntryNumber(number)).toBe(true);
  });

  it("declares nothing under a code the tariff lacks", () => {
    expect(buildDeclarations(ANCHOR, goods, []).declarationRows).toEqual([]);
  });
});
