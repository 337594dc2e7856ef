import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n/config";
import { I18nPayloadContext, readI18nPayload } from "./i18n/payload";

async function hydrate() {
  const payload = readI18nPayload();
  // i18next may extend the store's objects later; the page keeps rendering the payload as it came.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: payload.locale, resources: { [payload.locale]: structuredClone(payload.resources) } });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nPayloadContext.Provider value={payload}>
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>
      </I18nPayloadContext.Provider>,
    );
  });
}

void hydrate();
