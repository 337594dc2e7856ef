import {
  type HsCodeDetail,
  type QueryHsCode,
  hsCodeDetailSchema,
  hsPageSchema,
  queryHsCodeDetailSchema,
  queryHsCodeSchema,
} from "#contract/hs";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/**
 * The public HS-code open API (SPEC §7): no bearer token; the client adds the open-API
 * credential block to the body. Inputs are checked against the contract before they leave.
 */
export function queryHsCode(client: ProviderClient, input: Partial<QueryHsCode>, lang?: string) {
  return client.data({
    method: "POST",
    path: paths.hsOpenApi.publicQuery,
    json: queryHsCodeSchema.parse(input),
    schema: hsPageSchema,
    lang,
  });
}

export function queryHsCodeDetail(client: ProviderClient, code: string, lang?: string): Promise<HsCodeDetail> {
  return client.data({
    method: "POST",
    path: paths.hsOpenApi.publicDetail,
    json: queryHsCodeDetailSchema.parse({ code }),
    schema: hsCodeDetailSchema,
    lang,
  });
}
