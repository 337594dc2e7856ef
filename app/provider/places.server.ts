import type { z } from "zod";
import { countryPageSchema, currencyPageSchema, locationPageSchema, queryCountrySchema, queryCurrencySchema, queryLocationSchema } from "#contract/places";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/**
 * The public look-ups of places (UN/LOCODE), countries and currencies, beside the HS codes:
 * no bearer token; the client adds the open-API credential block to the body. The query is
 * checked against the contract before it leaves, the answer against its page schema.
 */
function lookUp<Q extends z.ZodType, T>(path: string, querySchema: Q, answerSchema: z.ZodType<T>) {
  return (client: ProviderClient, query: Partial<z.output<Q>>, lang?: string): Promise<T> =>
    client.data({ method: "POST", path, json: querySchema.parse(query), schema: answerSchema, lang });
}

export const queryLocation = lookUp(paths.hsOpenApi.queryLocation, queryLocationSchema, locationPageSchema);
export const queryCountry = lookUp(paths.hsOpenApi.queryCountry, queryCountrySchema, countryPageSchema);
export const queryCurrency = lookUp(paths.hsOpenApi.queryCurrency, queryCurrencySchema, currencyPageSchema);
