import { z } from "zod";
import { declarationChecksSchema, declarationLinePaths, declarationLineSchema, declarationPaths, declarationSchema } from "#contract/customs/declaration";
import { customsGoodsPaths, customsGoodsSchema } from "#contract/customs/goods";
import { hsLinePaths, hsLineSchema } from "#contract/customs/tariff";
import type { ProviderClient } from "./client.server";

type Call = { token: string; lang: string };
const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row) });
const ALL = { currentPage: 1, pageSize: 1000 };

/** One declaration with its lines, its checks and the goods it can declare, read side by side. */
export async function loadDeclaration(client: ProviderClient, call: Call, id: string) {
  const [declarations, lines, checks, goods, tariff] = await Promise.all([
    client.data({ ...call, method: "GET", path: declarationPaths.query, query: { ...ALL, id }, schema: pageOf(declarationSchema) }),
    client.data({ ...call, method: "GET", path: declarationLinePaths.query, query: { ...ALL, declarationId: id }, schema: pageOf(declarationLineSchema) }),
    client.data({ ...call, method: "GET", path: declarationPaths.checks, query: { id }, schema: declarationChecksSchema }).catch(() => null),
    client.data({ ...call, method: "GET", path: customsGoodsPaths.query, query: { ...ALL, sorter: "modelNumber_ascend" }, schema: pageOf(customsGoodsSchema) }),
    // China's lines in force: a line added from goods starts in its code's statutory units.
    client.data({ ...call, method: "GET", path: hsLinePaths.query, query: { ...ALL, market: "CN", current: "yes" }, schema: pageOf(hsLineSchema) }).catch(() => ({ list: [] })),
  ]);
  const declared = new Set(goods.list.flatMap((g) => (g.cnCode ? [g.cnCode] : [])));
  const goodsUnits = Object.fromEntries(tariff.list.filter((line) => declared.has(line.code)).map((line) => [line.code, { unit1: line.unit1 ?? null, unit2: line.unit2 ?? null, elements: line.elements ?? null }]));
  return {
    declaration: declarations.list.find((row) => row.id === id) ?? null,
    lines: lines.list,
    checks,
    goods: goods.list.filter((g) => g.cnCode),
    goodsUnits,
  };
}

export type DeclarationData = Awaited<ReturnType<typeof loadDeclaration>>;

export async function submitDeclaration(client: ProviderClient, call: Call, id: string) {
  await client.request({ ...call, method: "POST", path: declarationPaths.submit, json: { id } });
}

export function printDeclaration(client: ProviderClient, call: Call, id: string): Promise<Response> {
  return client.stream({ ...call, method: "GET", path: declarationPaths.print, query: { id } });
}

/** The statutory units of a China code in force, or null when the tariff has no such line. */
export async function statutoryUnits(client: ProviderClient, call: Call, code: string) {
  const { list } = await client.data({ ...call, method: "GET", path: hsLinePaths.query, query: { currentPage: 1, pageSize: 10, market: "CN", current: "yes", code }, schema: pageOf(hsLineSchema) });
  const line = list.find((row) => row.code === code);
  return line ? { unit1: line.unit1 ?? null, unit2: line.unit2 ?? null } : null;
}
