import type { Language } from "~/lib/constants";
import { fallbackChain, htmlLang } from "./config";

/** A namespace's texts: nested objects of strings (and, for the public pages, arrays of them). */
export type Bundle = Record<string, unknown>;
/** Texts by language, then namespace. */
export type Resources = Partial<Record<Language, Record<string, Bundle>>>;

export const NAMESPACES = ["common", "provider"] as const;
export type Namespace = (typeof NAMESPACES)[number];
const DEFAULT_NS: Namespace = "common";

export interface TOptions {
  /** The namespace, when not `common`; a key may also name it, as `provider:key`. */
  ns?: Namespace;
  /** `false`: the key is a whole text (a provider's message), not `ns:key`. */
  nsSeparator?: false;
  /** `false`: the key is a whole text, not a path of dot-separated steps. */
  keySeparator?: false;
  /** What a key found in no language reads as (interpolated too); else the key itself, as written. */
  defaultValue?: string;
  /** An object or array of texts instead of one text (the public pages' lists). */
  returnObjects?: boolean;
  /** Read as `{{count}}`, and picks a `_one`/`_other` key where the catalogue has one. */
  count?: number;
  /** Everything else fills `{{name}}` and `{{name, number}}`. */
  [value: string]: unknown;
}

/** Translates a key in one language, falling back to the languages after it (tw → zh → en). */
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

const INTERPOLATION = /\{\{(.+?)\}\}/g;

/**
 * The product's translator: i18next's lookup rules for the features the catalogues use (nested
 * keys, `ns:key`, fallback languages, `defaultValue`, `{{value}}` and `{{value, number}}`,
 * `count` plurals, `returnObjects`), in under 2 KiB gzip instead of i18next's 16 KiB, and a
 * look-up per call instead of i18next's chain of options and hooks. `translator.test.ts` checks it
 * answers what i18next answers for every key of every catalogue.
 */
export class Translations {
  private readonly fixed = new Map<Language, TFunction>();

  constructor(private readonly resources: Resources = {}) {}

  /** Merges `bundle` into `language`'s namespace, deeply, into copies: what it was given stays as it was. */
  addResourceBundle(language: Language, ns: string, bundle: Bundle): void {
    const byNs = this.resources[language] ?? {};
    this.resources[language] = { ...byNs, [ns]: deepMerge(byNs[ns] ?? {}, bundle) };
  }

  /** `t` for one language: the same function every call, so it can sit in a hook's dependencies. */
  fixedT(language: Language): TFunction {
    let t = this.fixed.get(language);
    if (!t) this.fixed.set(language, (t = ((key: string, options?: TOptions) => this.translate(language, key, options)) as TFunction));
    return t;
  }

  private translate(language: Language, rawKey: string, options: TOptions = {}): unknown {
    let key = rawKey;
    let ns: string = options.ns ?? DEFAULT_NS;
    if (options.nsSeparator !== false && key.includes(":")) {
      const [first, ...rest] = key.split(":");
      ns = first;
      key = rest.join(options.keySeparator === false ? ":" : ".");
    }
    const found = this.lookup(language, ns, key, options);
    if (found !== undefined) {
      if (typeof found === "string") return interpolate(found, options, language);
      if (options.returnObjects) return interpolateDeep(found, options, language);
    }
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options, language);
    return rawKey;
  }

  private lookup(language: Language, ns: string, key: string, options: TOptions): unknown {
    for (const lng of fallbackChain(language)) {
      const bundle = this.resources[lng]?.[ns];
      if (!bundle) continue;
      for (const candidate of candidates(key, lng, options.count)) {
        const value = options.keySeparator === false ? own(bundle, candidate) : deepFind(bundle, candidate);
        if (value === undefined || value === null) continue;
        if (typeof value === "object" && !options.returnObjects) continue;
        return value;
      }
    }
    return undefined;
  }
}

/** The keys a count may pick, most specific first: `key_zero` (for 0), `key_one`/`key_other`, `key`. */
function candidates(key: string, language: Language, count: number | undefined): string[] {
  if (typeof count !== "number") return [key];
  const keys = [`${key}_${plurals(language).select(count)}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const plurals = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(htmlLang(language))));
  return rules;
};

const numberFormats = new Map<Language, Intl.NumberFormat>();
const numberFormat = (language: Language) => {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(htmlLang(language))));
  return format;
};

const own = (object: Bundle, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);

/**
 * `a.b.c` in nested objects. A step may itself hold dots (`{ "a.b": { c } }`): at each level the
 * shortest run of steps that names a key is taken, as i18next does.
 */
function deepFind(object: Bundle, path: string): unknown {
  const direct = own(object, path);
  if (direct !== undefined) return direct;
  const steps = path.split(".");
  let current: unknown = object;
  for (let i = 0; i < steps.length; ) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let name = "";
    let j = i;
    for (; j < steps.length; j++) {
      name = j === i ? steps[j] : `${name}.${steps[j]}`;
      next = own(current as Bundle, name);
      // A text found before the path's end cannot hold the rest: try the longer name.
      if (next !== undefined && !(typeof next !== "object" && j < steps.length - 1)) break;
    }
    if (j === steps.length) return next;
    current = next;
    i = j + 1;
  }
  return current;
}

/** Fills `{{name}}` (a path into the options) and `{{name, number}}`; an unknown name stays as written. */
function interpolate(text: string, values: TOptions, language: Language): string {
  if (!text.includes("{{")) return text;
  return text.replace(INTERPOLATION, (whole, inner: string) => {
    const [path, format] = inner.split(",").map((part) => part.trim());
    const value = path.split(".").reduce<unknown>((at, step) => (at && typeof at === "object" ? (at as Record<string, unknown>)[step] : undefined), values);
    if (value === undefined) return whole;
    if (format === "number" && typeof value === "number") return numberFormat(language).format(value);
    return value === null ? "" : String(value);
  });
}

function interpolateDeep(value: unknown, values: TOptions, language: Language): unknown {
  if (typeof value === "string") return interpolate(value, values, language);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values, language));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values, language)]));
  return value;
}

function deepMerge(target: Bundle, source: Bundle): Bundle {
  const merged: Bundle = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      value && typeof value === "object" && !Array.isArray(value) && existing && typeof existing === "object" && !Array.isArray(existing)
        ? deepMerge(existing as Bundle, value as Bundle)
        : value;
  }
  return merged;
}
