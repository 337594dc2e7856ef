import { useMatches } from "@remix-run/react";
import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/lib/constants";

/**
 * The texts every page needs in one language, which the server hands the browser inside the
 * page; a screen's own texts come with its loader data (`RouteTexts`, decision 0003).
 */
export interface I18nPayload {
  locale: Language;
  resources: Record<string, Record<string, unknown>>;
}

/** A screen's own texts in one language, carried as `texts` in its loader data. */
export interface RouteTexts {
  language: Language;
  /** Merged into the `common` namespace (`{ resources: { sysparam: … } }`). */
  common: Record<string, unknown>;
  /** Merged into the `provider` namespace: the messages its calls may answer. */
  provider: Record<string, string>;
}

const GLOBAL = "__i18n";

/** The page's payload: set by the server for the request, and by the browser to what the page held. */
export const I18nPayloadContext = createContext<I18nPayload | undefined>(undefined);

/** A script tag carrying the payload; `<` is escaped so no string can close the tag. */
export function I18nScript({ nonce }: { nonce?: string }) {
  const payload = useContext(I18nPayloadContext);
  const json = JSON.stringify(payload ?? null).replace(/</g, "\\u003c");
  // suppressHydrationWarning: browsers hide the nonce attribute, so the client sees none.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `window.${GLOBAL}=${json};` }} />;
}

export function readI18nPayload(): I18nPayload {
  const payload = (window as unknown as Record<string, I18nPayload | null | undefined>)[GLOBAL];
  return payload ?? { locale: "en", resources: {} };
}

/**
 * Keeps the browser's translations on the language the server chose: after the language cookie
 * changes, the new common catalogue is fetched once and switched to. The screen's own texts
 * in the new language come with its loaders, which the language change runs again.
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
        for (const [ns, bundle] of Object.entries(resources)) i18n.addResourceBundle(locale, ns, bundle);
        i18n.changeLanguage(locale);
      });
    return () => {
      live = false;
    };
  }, [i18n, locale]);
}

const added = new WeakSet<RouteTexts>();

/**
 * Adds the matched routes' own texts to the browser's translations while rendering, before the
 * routes render, so a screen's first render (hydration or navigation) is already translated. The
 * server's translations hold every catalogue.
 */
export function useRouteTexts() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  if (typeof document === "undefined") return;
  for (const match of matches) {
    const texts = (match.data as { texts?: RouteTexts } | null | undefined)?.texts;
    if (!texts || added.has(texts)) continue;
    i18n.addResourceBundle(texts.language, "common", texts.common);
    i18n.addResourceBundle(texts.language, "provider", texts.provider);
    added.add(texts);
  }
}
