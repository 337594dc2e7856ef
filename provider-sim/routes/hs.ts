import type { Response, Router } from "express";
import type { z } from "zod";
import { queryHsCodeDetailSchema, queryHsCodeSchema } from "../../contract/hs";
import { providerMessages as m } from "../../contract/messages";
import { paths } from "../../contract/paths";
import { newsCoverQuerySchema, queryPublishedNewsSchema } from "../../contract/business/news";
import { queryCountrySchema, queryCurrencySchema, queryLocationSchema } from "../../contract/places";
import type { SimContext } from "../context";
import { areaRouter, handle, ok, SimError } from "../http";
import { openApiCallerOf, requireOpenApiCredential } from "../middleware/open-api-credential";
import { rateLimit } from "../middleware/rate-limit";
import { MINUTE_MS, OPEN_API_CALLS_PER_MINUTE } from "../policy";
import { hsCodeDetail, queryHsCodes } from "../services/hs-codes";
import { queryCountries, queryCurrencies, queryLocations } from "../services/places";
import { publishedNews, publishedNewsCover } from "../resources/news";
import { answerWithKey } from "../resources/open-api-call";
import { activeLogo, logoImage } from "../resources/logo";
import { activeLogoQuerySchema, logoImageQuerySchema } from "../../contract/business/logo";
import { parseWith } from "../validate";

export const HS_MOUNT = "/api/hs";

/**
 * HS codes, and the places, countries and currencies looked up beside them; the marketing
 * home's published news. The open API
 * (SPEC §7) is public: no bearer token and no URL permission, but a per-IP limit, then the
 * open-API credential in the JSON body. The platform's own credential (the marketing site's)
 * looks up for free; an API user's key is logged and billed per call (open-api-billing.ts).
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

  /** The answer for whoever called: free for the platform, through the key's rules and billing for an API user. */
  const answerFor = <T>(res: Response, path: string, answer: () => T): T => {
    const caller = openApiCallerOf(res);
    return caller.kind === "platform" ? answer() : answerWithKey(ctx, caller.apiUser, path, caller.startedAt, answer);
  };

  /** One open-API look-up: the body parsed with the contract's schema, the service's answer in the envelope. */
  const lookUp = <S extends z.ZodType>(path: string, schema: S, answer: (query: z.output<S>) => unknown) =>
    router.post(local(path), ...openApi, handle((req, res) => ok(answerFor(res, path, () => answer(parseWith(schema, req.body))))));

  lookUp(paths.hsOpenApi.publicQuery, queryHsCodeSchema, (query) => queryHsCodes(db, query));
  lookUp(paths.hsOpenApi.publicDetail, queryHsCodeDetailSchema, ({ code }) => hsCodeDetail(db, code));
  lookUp(paths.hsOpenApi.queryLocation, queryLocationSchema, (query) => queryLocations(db, query));
  lookUp(paths.hsOpenApi.queryCountry, queryCountrySchema, (query) => queryCountries(db, query));
  lookUp(paths.hsOpenApi.queryCurrency, queryCurrencySchema, (query) => queryCurrencies(db, query));
  lookUp(paths.hsOpenApi.queryPublishedNews, queryPublishedNewsSchema, ({ id }) => publishedNews(db, ctx.now(), id));
  router.post(
    local(paths.hsOpenApi.queryPublishedNewsCover),
    ...openApi,
    handle((req, res) => {
      const cover = answerFor(res, paths.hsOpenApi.queryPublishedNewsCover, () => publishedNewsCover(db, ctx.now(), parseWith(newsCoverQuerySchema, req.body).id));
      res.set({ "Content-Type": cover.contentType, "X-Content-Type-Options": "nosniff", "Cache-Control": "public, max-age=300" });
      res.send(cover.content);
    }),
  );

  lookUp(paths.hsOpenApi.queryActiveLogo, activeLogoQuerySchema, ({ tenantCode }) => activeLogo(db, tenantCode));
  router.post(
    local(paths.hsOpenApi.queryLogoImage),
    ...openApi,
    handle((req, res) => {
      const { tenantCode, id } = parseWith(logoImageQuerySchema, req.body);
      const image = logoImage(db, tenantCode, id);
      // The id is the version: a logo's bytes never change under it.
      res.set({ "Content-Type": image.contentType, "X-Content-Type-Options": "nosniff", "Cache-Control": "public, max-age=31536000, immutable" });
      res.send(image.content);
    }),
  );

  return router;
}
