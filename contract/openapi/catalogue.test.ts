import { describe, expect, it } from "vitest";
import { hsCodeDetailSchema, hsPageSchema, queryHsCodeDetailSchema, queryHsCodeSchema } from "../hs";
import { countryPageSchema, currencyPageSchema, locationPageSchema, queryCountrySchema, queryCurrencySchema, queryLocationSchema } from "../places";
import { exampleRequest, OPEN_API_CATALOGUE, OPEN_API_CODES, openApiOf } from "./catalogue";
import { openApiCredentialSchema } from "../hs";
import { PUBLIC_HS_PATHS } from "../paths";

const contracts = {
  queryHsCode: [queryHsCodeSchema, hsPageSchema],
  queryHsCodeDetail: [queryHsCodeDetailSchema, hsCodeDetailSchema],
  queryLocation: [queryLocationSchema, locationPageSchema],
  queryCountry: [queryCountrySchema, countryPageSchema],
  queryCurrency: [queryCurrencySchema, currencyPageSchema],
} as const;

describe("the open API catalogue", () => {
  it("documents each API once, with examples its contract accepts and answers", () => {
    expect(OPEN_API_CATALOGUE.map((entry) => entry.code)).toEqual([...OPEN_API_CODES]);
    for (const entry of OPEN_API_CATALOGUE) {
      const [request, answer] = contracts[entry.code];
      expect(request.safeParse(entry.example).success, entry.code).toBe(true);
      expect(answer.safeParse(entry.exampleAnswer).success, entry.code).toBe(true);
      expect(Object.keys(entry.example).every((name) => entry.parameters.some((p) => p.name === name)), entry.code).toBe(true);
      expect(Number.isInteger(entry.defaultPriceMinor) && entry.defaultPriceMinor > 0).toBe(true);
      expect(openApiCredentialSchema.safeParse(exampleRequest(entry).openApiCredential).success).toBe(true);
      expect(openApiOf(entry.path)).toBe(entry);
      expect(PUBLIC_HS_PATHS).toContain(entry.path);
    }
  });
});
