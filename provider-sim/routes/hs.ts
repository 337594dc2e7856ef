import type { Router } from "express";
import { queryHsCodeDetailSchema, queryHsCodeSchema } from "../../contract/hs";
import { providerMessages as m } from "../../contract/messages";
import { paths } from "../../contract/paths";
import type { SimContext } from "../context";
import { areaRouter, handle, ok, SimError } from "../http";
import { requireOpenApiCredential } from "../middleware/open-api-credential";
import { rateLimit } from "../middleware/rate-limit";
import { MINUTE_MS, OPEN_API_CALLS_PER_MINUTE } from "../policy";
import { hsCodeDetail, queryHsCodes } from "../services/hs-codes";
import { parseWith } from "../validate";

export const HS_MOUNT = "/api/hs";

/**
 * HS codes. The open API (SPEC §7) is public: no bearer token and no URL permission, but a
 * per-IP limit, then the app's open-API credential in the JSON body.
 */
export function hsRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(HS_MOUNT);
  const { db } = ctx;
  const openApi = [
    rateLimit({
      max: OPEN_API_CALLS_PER_MINUTE * ctx.rateLimitFactor,
      windowMs: MINUTE_MS,
      now: ctx.now,
      refuse: () => new SimError(m.tooManyRequests, 429, 429),
    }),
    requireOpenApiCredential(ctx),
  ];

  router.post(
    local(paths.hsOpenApi.publicQuery),
    ...openApi,
    handle((req) => ok(queryHsCodes(db, parseWith(queryHsCodeSchema, req.body)))),
  );

  router.post(
    local(paths.hsOpenApi.publicDetail),
    ...openApi,
    handle((req) => ok(hsCodeDetail(db, parseWith(queryHsCodeDetailSchema, req.body).code))),
  );

  return router;
}
