import { LANGUAGES, type Language } from "~/lib/constants";

/** Where a language's missing texts come from, in order. */
const FALLBACKS: Partial<Record<Language, Language[]>> & { default: Language[] } = { tw: ["zh", "en"], default: ["en"] };

/** A language, then the ones its missing texts fall back to (tw, zh, en). */
export function fallbackChain(language: Language): Language[] {
  return [...new Set([language, ...(FALLBACKS[language] ?? FALLBACKS.default)])];
}

/** BCP 47 tag for `<html lang>` and for the browser's Intl formats. */
export function htmlLang(locale: Language): string {
  return locale === "zh" ? "zh-CN" : locale === "tw" ? "zh-TW" : "en";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag (zh-TW, zh-Hant-HK, zh-CN, en-GB …) to a UI language, or null. */
export function languageFromTag(tag: string): Language | null {
  const t = tag.trim().toLowerCase();
  if (!t) return null;
  if (t === "tw" || /^zh-(tw|hk|mo|hant)/.test(t)) return "tw";
  if (t === "zh" || t.startsWith("zh-")) return "zh";
  if (t === "en" || t.startsWith("en-")) return "en";
  return null;
}

/** The best UI language from an Accept-Language header, by quality. */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...rest] = part.trim().split(";");
      const q = rest.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return null;
}
