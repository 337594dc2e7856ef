import type { Language } from "~/lib/constants";
import { resourceProviderText, resourcesText } from "~/resources/resources.i18n";
import { dataQueryText, placesProviderText } from "~/public/data-query.i18n";
import { hsProviderText, hsText } from "~/public/hs.i18n";
import { siteText } from "~/public/site.i18n";
import type { I18nPayload } from "../payload";
import * as en from "./en";
import * as tw from "./tw";
import * as zh from "./zh";

type Catalogue = { common: Record<string, unknown>; provider: Record<string, string> };

/** The texts every page needs: the browser receives its language's inside the page, and at /locales/$lng. */
export const pageCatalogues: Record<Language, Catalogue> = { en, zh, tw };

/** What the server hands a page's browser in the request's language. */
export function pagePayload(locale: Language): I18nPayload {
  return { locale, resources: pageCatalogues[locale] };
}

/** The public site's texts: its pages render on the server only, so they never enter a page payload. */
function publicText(language: Language) {
  return { site: siteText[language], dataQuery: dataQueryText[language], classification: hsText[language] };
}

/** Server-side catalogues: every page's texts and every screen's (decision 0003); the page's win a clash. */
export const catalogues: Record<Language, Catalogue> = {
  en: {
    common: { ...en.common, ...publicText("en"), resources: resourcesText.en },
    provider: { ...hsProviderText.en, ...placesProviderText.en, ...en.provider },
  },
  zh: {
    common: { ...zh.common, ...publicText("zh"), resources: resourcesText.zh },
    provider: { ...resourceProviderText.zh, ...hsProviderText.zh, ...placesProviderText.zh, ...zh.provider },
  },
  tw: {
    common: { ...tw.common, ...publicText("tw"), resources: resourcesText.tw },
    provider: { ...resourceProviderText.tw, ...hsProviderText.tw, ...placesProviderText.tw, ...tw.provider },
  },
};
