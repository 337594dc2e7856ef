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
export function I18nScript({ payload }: { payload: I18nPayload }) {
  const json = JSON.stringify(payload).replace(/</g, "\\u003c");
  return <script dangerouslySetInnerHTML={{ __html: `window.${GLOBAL}=${json};` }} />;
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
 * changes, the root loader sends the new catalogue, which is added and switched to here.
 */
export function useSyncLanguage(payload: I18nPayload | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!payload || i18n.language === payload.locale) return;
    for (const [ns, resources] of Object.entries(payload.resources)) {
      i18n.addResourceBundle(payload.locale, ns, resources, true, true);
    }
    void i18n.changeLanguage(payload.locale);
  }, [i18n, payload]);
}
