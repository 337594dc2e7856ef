import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nPayloadContext, readI18nPayload } from "./i18n/payload";
import { TranslationProvider } from "./i18n/react";
import { Translations } from "./i18n/translator";

const payload = readI18nPayload();
// Added texts are merged into copies: the page keeps rendering the payload as it came.
const translations = new Translations({ [payload.locale]: payload.resources });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nPayloadContext.Provider value={payload}>
      <TranslationProvider translations={translations} language={payload.locale}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>
    </I18nPayloadContext.Provider>,
  );
});
