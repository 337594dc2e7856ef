import { languageCookieValue } from "~/lib/cookies";
import type { Language } from "~/lib/constants";
import { isLanguage, languageFromAcceptLanguage } from "./config";
import { catalogues } from "./locales";
import { Translations, type TFunction } from "./translator";

/** Every catalogue of every language, shared by all requests: nothing is added to it per request. */
export const serverTranslations = new Translations(catalogues);

/**
 * The request's language and texts. Language: a `lng` query parameter (the public pages' hreflang
 * alternates link to them), else the `language` cookie, else Accept-Language, else en (DESIGN §5).
 */
export const i18nServer = {
  getLocale(request: Request): Language {
    const fromQuery = new URL(request.url).searchParams.get("lng");
    if (isLanguage(fromQuery)) return fromQuery;
    const fromCookie = languageCookieValue(request.headers.get("Cookie"));
    if (isLanguage(fromCookie)) return fromCookie;
    return languageFromAcceptLanguage(request.headers.get("Accept-Language")) ?? "en";
  },
  getFixedT(request: Request): TFunction {
    return serverTranslations.fixedT(i18nServer.getLocale(request));
  },
};
