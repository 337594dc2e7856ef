import { data, type HeadersFunction } from "@remix-run/node";
import { readToken } from "~/auth/token-cookie.server";
import { isLanguage } from "~/i18n/config";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { languageCookie, languageCookieValue } from "~/lib/cookies";
import { logoImageHref, type ActiveLogo } from "#contract/business/logo";
import { PLATFORM_TENANT } from "#contract/admin/systenant";
import { SessionPartsCache } from "~/auth/session-cache.server";
import { getSysUser, provider, queryActiveLogo } from "~/provider/index.server";
import type { PageSeo } from "./seo";

/** What every public page's header and meta need: language, origin and who is logged in. */
export interface PublicFrame {
  locale: Language;
  origin: string;
  /** Path and query of this page without `lng`, where the language switch comes back to. */
  here: string;
  /** The logged-in user's name for the header (SPEC §2), else null. */
  userName: string | null;
  /** The platform's active logo (its versioned address), else null for the product's own mark. */
  logo: string | null;
}

/**
 * The public layout's loader. A `?lng=` link (the hreflang alternates) also sets the language
 * cookie, so the choice carries into /login (SPEC §1). A stale or refused token only means the
 * header offers login: the public pages never send a visitor away.
 */
export async function publicFrame(request: Request) {
  const url = new URL(request.url);
  const locale = i18nServer.getLocale(request) as Language;
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  const asked = url.searchParams.get("lng");
  if (isLanguage(asked) && languageCookieValue(request.headers.get("Cookie")) !== asked) {
    headers.append("Set-Cookie", languageCookie(asked));
  }
  url.searchParams.delete("lng");
  const [name, logo] = await Promise.all([userName(request), platformLogo()]);
  const frame: PublicFrame = { locale, origin: url.origin, here: url.pathname + url.search, userName: name, logo };
  return data(frame, { headers });
}

/**
 * The marketing site speaks for the platform, whoever visits (signed in or not, of any tenant), so
 * its header draws the platform tenant's logo. Kept for a minute, and dropped at once when anything
 * is written to the provider through the app (a new logo chosen), so a page asks the provider for
 * it about once a minute, never before its first paint in the browser.
 */
const logoCache = new SessionPartsCache<ActiveLogo>({ ttlMs: 60_000 });

async function platformLogo(): Promise<string | null> {
  const logo = await logoCache.get(PLATFORM_TENANT, () => queryActiveLogo(provider(), PLATFORM_TENANT)).catch(() => null);
  return logo ? logoImageHref(PLATFORM_TENANT, logo.id) : null;
}

async function userName(request: Request): Promise<string | null> {
  const token = readToken(request);
  if (!token) return null;
  try {
    const user = await getSysUser(provider(), token);
    return user?.nickname || user?.username || null;
  } catch {
    return null;
  }
}

/** Public pages keep the layout's headers (Vary, a language cookie) and add their own. */
export const publicHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => {
    if (name.toLowerCase() === "set-cookie") headers.append(name, value);
    else headers.set(name, value);
  });
  return headers;
};

/** A public page's `seo` in the request's language, from its title and description keys. */
export async function pageSeo(
  request: Request,
  keys: { title: string; description: string; titleValues?: Record<string, string> },
  path = new URL(request.url).pathname,
  brandFirst = false,
): Promise<PageSeo> {
  const t = i18nServer.getFixedT(request);
  return { title: t(keys.title, keys.titleValues), description: t(keys.description), path, brand: t("site.brand"), brandFirst };
}

