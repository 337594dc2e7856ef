import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";
import { i18next } from "./i18n/i18next.server";
import { catalogues, pagePayload } from "./i18n/locales";
import { I18nPayloadContext } from "./i18n/payload";
import type { Language } from "./lib/constants";
import { NonceContext } from "./nonce";
import { ReleaseContext } from "./release";
import { logger } from "./request-log.server";

export const streamTimeout = 5_000;

/** One i18next with every catalogue; each request gets a cheap clone sharing its store. */
const base = createInstance();
void base.use(initReactI18next).init({ ...i18nConfig, lng: "en", resources: catalogues, initImmediate: false });

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const locale = (await i18next.getLocale(request)) as Language;
  const instance = base.cloneInstance({ lng: locale });

  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ReleaseContext.Provider value={remixContext.manifest.version}>
          <I18nPayloadContext.Provider value={pagePayload(locale)}>
            <I18nextProvider i18n={instance}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </I18nextProvider>
          </I18nPayloadContext.Provider>
        </ReleaseContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, requestId: loadContext.requestId }, "page render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Faults in loaders, actions and renders: the stack goes to the log, never into an answer
 * (production builds send the browser a generic error). Aborted requests are not faults.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error, requestId: context.requestId }, "request handling failed");
};
