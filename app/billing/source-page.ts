/**
 * Where a bill line's source record opens in the app, by the source's type (the simulator's
 * BILL_SOURCES in provider-sim/resources/bill-sources.ts): one entry per source.
 */
const SOURCE_PAGES: Record<string, (line: { sourceId: string; sourceCode: string }) => string> = {
  usClearance: (line) => `/importClearance?fileNo=${encodeURIComponent(line.sourceCode)}`,
  hkDeclaration: (line) => `/hongKongCustomsDeclaration/${line.sourceId}`,
  classification: (line) => `/ClassifyOrder?orderNo=${encodeURIComponent(line.sourceCode)}`,
};

export function sourcePage(line: { sourceType: string; sourceId: string; sourceCode: string }): string | null {
  return SOURCE_PAGES[line.sourceType]?.(line) ?? null;
}
