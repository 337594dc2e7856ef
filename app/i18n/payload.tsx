import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/lib/constants";

/** The one language's catalogue the server hands the browser inside the page. */
export interface I18nPayload {
  locale: Language;
  resources: Record<string, Record<string, unknown>>;
}

const GLOBAL = "__i18n";

/** A script tag carrying the payload; `<` is escaped so no string can close the tag. */
export function I18nScript({ payload, nonce }: { payload: I18nPayload; nonce?: string }) {
  const json = JSON.stringify(payload).replace(/</g, "\\u003c");
  // suppressHydrationWarning: browsers hide the nonce attribute, so the client sees none.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `window.${GLOBAL}=${json};` }} />;
}

export function readI18nPayload(): I18nPayload {
  const payload = (window as unknown as Record<string, I18nPayload | undefined>)[GLOBAL];
  return payload ?? { locale: "en", resources: {} };
}

/** BCP 47 tag for `<html lang>`. */
export function htmlLang(locale: Language): string {
  return locale === "zh" ? "zh-CN" : locale === "tw" ? "zh-TW" : "en";
}

/**
 * Keeps the browser's i18next on the language the server chose: after the language cookie
 * changes, the new catalogue is fetched once and switched to.
 */
export function useSyncLanguage(locale: Language | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!locale || i18n.language === locale) return;
    let live = true;
    void fetch(`/locales/${locale}`)
      .then((response) => (response.ok ? (response.json() as Promise<I18nPayload["resources"]>) : null))
      .then((resources) => {
        if (!live || !resources) return;
        for (const [ns, bundle] of Object.entries(resources)) i18n.addResourceBundle(locale, ns, bundle, true, true);
        void i18n.changeLanguage(locale);
      });
    return () => {
      live = false;
    };
  }, [i18n, locale]);
}
