import type { MetaDescriptor } from "@remix-run/node";
import type { Language } from "~/lib/constants";
import type { PublicFrame } from "./site.server";

/** One public page's title and description in the request's language, and its canonical path. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path and the query that names the content (a code, a search), without `lng`. */
  path: string;
  brand: string;
  /** Home puts the brand first. */
  brandFirst?: boolean;
}

const HREFLANG: Record<Language, string> = { en: "en", zh: "zh-Hans", tw: "zh-Hant" };
const OG_LOCALE: Record<Language, string> = { en: "en_US", zh: "zh_CN", tw: "zh_TW" };

/** The page's URL in one language: the `lng` parameter the server reads before the cookie. */
export function languageUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.set("lng", language);
  return url.toString();
}

/**
 * Title, description, canonical URL, hreflang alternates (x-default without `lng`, which
 * follows the cookie or the browser) and Open Graph tags.
 */
export function seoMeta(frame: Pick<PublicFrame, "origin" | "locale">, seo: PageSeo): MetaDescriptor[] {
  const title = seo.brandFirst ? `${seo.brand} · ${seo.title}` : `${seo.title} · ${seo.brand}`;
  const canonical = languageUrl(frame.origin, seo.path, frame.locale);
  const languages = Object.keys(HREFLANG) as Language[];
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HREFLANG[language],
      href: languageUrl(frame.origin, seo.path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: new URL(seo.path, frame.origin).toString() },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[frame.locale] },
    ...languages
      .filter((language) => language !== frame.locale)
      .map((language) => ({ property: "og:locale:alternate", content: OG_LOCALE[language] })),
    // The share image carries the page's language in its text (scripts/make-site-images.ts).
    { property: "og:image", content: new URL(`/site/og-${frame.locale}.png`, frame.origin).toString() },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

interface MatchLike {
  id: string;
  data: unknown;
}

/** A public page's meta: the layout's frame and the page's `seo` from its loader data. */
export function publicMeta(matches: readonly MatchLike[], seo: PageSeo | undefined): MetaDescriptor[] {
  const frame = matches.find((match) => match.id === "routes/_public")?.data as PublicFrame | undefined;
  if (!frame || !seo) return [{ title: seo?.title ?? "Trade Platform" }];
  return seoMeta(frame, seo);
}
