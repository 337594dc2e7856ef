import { RemixI18Next } from "remix-i18next/server";
import { languageCookieValue } from "~/lib/cookies";
import { LANGUAGES } from "~/lib/constants";
import { i18nConfig, isLanguage, languageFromAcceptLanguage } from "./config";
import { catalogues } from "./locales";

/**
 * Language: a `lng` query parameter (the public pages' hreflang alternates link to them), else
 * the `language` cookie, else Accept-Language, else en (DESIGN §5).
 */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: "en",
    order: ["custom"],
    async findLocale(request) {
      const fromQuery = new URL(request.url).searchParams.get("lng");
      if (isLanguage(fromQuery)) return fromQuery;
      const fromCookie = languageCookieValue(request.headers.get("Cookie"));
      if (isLanguage(fromCookie)) return fromCookie;
      return languageFromAcceptLanguage(request.headers.get("Accept-Language")) ?? "en";
    },
  },
  i18next: { ...i18nConfig, resources: catalogues },
});
