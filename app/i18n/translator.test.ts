import { createInstance, type i18n as I18next } from "i18next";
import { LANGUAGES, type Language } from "~/lib/constants";
import { catalogues } from "./locales";
import { NAMESPACES, Translations, type TOptions } from "./translator";

/** The settings the product ran i18next with before its own translator. */
async function reference(): Promise<I18next> {
  const i18next = createInstance();
  await i18next.init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: { tw: ["zh", "en"], default: ["en"] },
    defaultNS: "common",
    ns: [...NAMESPACES],
    interpolation: { escapeValue: false },
    resources: structuredClone(catalogues),
  });
  return i18next;
}

/** Every path to a text (a leaf) or to an object or list of them in a bundle. */
function paths(value: unknown, prefix = ""): { path: string; leaf: boolean }[] {
  if (!value || typeof value !== "object") return [{ path: prefix, leaf: true }];
  if (Array.isArray(value)) return [{ path: prefix, leaf: false }];
  return [{ path: prefix, leaf: false }, ...Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key))].filter((p) => p.path);
}

const VALUES: TOptions = { name: "Ada", column: "Name", keyword: "tea", label: "Chapter 09", action: "Approve", number: 3, total: 12, max: 64, min: 2, field: "Code" };

describe("Translations answers what i18next answered", () => {
  let i18next: I18next;
  const ours = new Translations(structuredClone(catalogues));
  beforeAll(async () => {
    i18next = await reference();
  });

  it("for every key of every namespace, in every language, with and without counts", () => {
    let compared = 0;
    for (const ns of NAMESPACES) {
      const keys = new Set(LANGUAGES.flatMap((language) => paths(catalogues[language][ns])));
      for (const language of LANGUAGES) {
        const theirs = i18next.getFixedT(language, ns);
        const t = ours.fixedT(language);
        for (const { path, leaf } of keys) {
          // Plural forms are asked for by their base key and a count.
          const base = path.replace(/_(zero|one|two|few|many|other)$/, "");
          const asked: TOptions[] = leaf ? [{ ...VALUES }, { ...VALUES, count: 0 }, { ...VALUES, count: 1 }, { ...VALUES, count: 2 }, { ...VALUES, count: 12345 }] : [{ ...VALUES, count: 2, returnObjects: true }];
          // The provider's messages are sentences, always asked for whole (app/lib/messages.ts).
          const whole: TOptions = ns === "provider" ? { nsSeparator: false, keySeparator: false } : {};
          for (const options of asked) {
            const mine = t(base, { ...options, ...whole, ns });
            expect(mine, `${language} ${ns}:${base} ${JSON.stringify(options)}`).toEqual(theirs(base, { ...options, ...whole } as never));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it("for a provider's message taken whole, a missing key, a default value and an ns prefix", () => {
    for (const language of LANGUAGES) {
      const theirs = i18next.getFixedT(language);
      const t = ours.fixedT(language);
      const whole = (text: string) => ({ ns: "provider" as const, nsSeparator: false as const, keySeparator: false as const, defaultValue: text });
      for (const text of [...Object.keys(catalogues.zh.provider).slice(0, 40), "Unknown: a message. With dots", "用户名或密码错误"]) {
        expect(t(text, whole(text))).toEqual(theirs(text, whole(text)));
      }
      for (const key of ["no.such.key", "kit.nothingHere", "provider:Unknown message", "common:kit.loading"]) {
        expect(t(key), key).toEqual(theirs(key));
        expect(t(key, { defaultValue: "Fallback {{name}}", name: "Ada" }), key).toEqual(theirs(key, { defaultValue: "Fallback {{name}}", name: "Ada" }));
      }
    }
  });

  it("adds a screen's texts deeply, without touching what it was given", () => {
    const payload = { common: { kit: { loading: "Loading" } } };
    const translations = new Translations({ en: payload } as never);
    translations.addResourceBundle("en" as Language, "common", { kit: { saved: "Saved {{what}}" } });
    const t = translations.fixedT("en");
    expect(t("kit.loading")).toBe("Loading");
    expect(t("kit.saved", { what: "the user" })).toBe("Saved the user");
    expect(payload.common.kit).toEqual({ loading: "Loading" });
    expect(translations.fixedT("en")).toBe(t);
  });
});
