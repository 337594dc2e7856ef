import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { Language } from "~/lib/constants";
import type { Bundle, TFunction, Translations } from "./translator";

/** What a component may do with the page's translations besides `t`. */
export interface I18n {
  language: Language;
  /** Switches every `useTranslation` of the page to `language` (its texts added first). */
  changeLanguage(language: Language): void;
  addResourceBundle(language: Language, ns: string, bundle: Bundle): void;
}

const TranslationContext = createContext<{ t: TFunction; i18n: I18n } | null>(null);

/**
 * The page's translations in its language. The server renders each request with the language it
 * chose; in the browser the language changes when the language cookie does (useSyncLanguage).
 */
export function TranslationProvider({ translations, language: initial, children }: { translations: Translations; language: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const value = useMemo(
    () => ({
      t: translations.fixedT(language),
      i18n: { language, changeLanguage: setLanguage, addResourceBundle: translations.addResourceBundle.bind(translations) },
    }),
    [translations, language],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` in the page's language, stable until the language changes, and the page's `i18n`. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation needs a TranslationProvider above it");
  return value;
}
