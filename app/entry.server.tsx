import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderHtml } from "./html/render.server";
import { withUsedCss } from "./html/used-css.server";
import { i18nServer, serverTranslations } from "./i18n/i18n.server";
import { pagePayload } from "./i18n/locales";
import { I18nPayloadContext } from "./i18n/payload";
import { InlineStylesContext } from "./inline-styles";
import { builtStylesheet } from "./inline-styles.server";
import { TranslationProvider } from "./i18n/react";
import { NonceContext } from "./nonce";
import { pageOf, ReleaseContext } from "./release";
import { logger } from "./request-log.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const locale = i18nServer.getLocale(request);

  const withoutReact = pageOf(remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle)).hydrate === false;
  let shellRendered = false;
  const body = await renderHtml(
    <NonceContext.Provider value={nonce}>
      <ReleaseContext.Provider value={remixContext.manifest.version}>
        <InlineStylesContext.Provider value={builtStylesheet}>
          <I18nPayloadContext.Provider value={pagePayload(locale)}>
            <TranslationProvider translations={serverTranslations} language={locale}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </TranslationProvider>
          </I18nPayloadContext.Provider>
        </InlineStylesContext.Provider>
      </ReleaseContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      waitForAll: withoutReact || isbot(request.headers.get("user-agent") ?? ""),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error, requestId: loadContext.requestId }, "page render failed");
      },
    },
  );
  shellRendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page without React is whole before it is sent, so its inline CSS can shrink to what it uses.
  const page = withoutReact ? withUsedCss(await new Response(body).text()) : body;
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Faults in loaders, actions and renders: the stack goes to the log, never into an answer
 * (production builds send the browser a generic error). Aborted requests are not faults.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error, requestId: context.requestId }, "request handling failed");
};
