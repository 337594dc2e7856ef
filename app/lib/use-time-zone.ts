import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useEffect } from "react";
import { DEFAULT_TIME_ZONE, knownTimeZone, TIME_ZONE_COOKIE } from "./time-zone";

/** The zone the server drew the page in, from the root's data: for root.tsx, which provides it below. */
export function usePageTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string }>("root")?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The page's zone for everything below the root (root.tsx provides it). A string in a context:
 * reading the root's data directly would draw a table again on each state of the router, which
 * is new with every navigation, fetcher and route discovery (decision 0038).
 */
export const TimeZoneContext = createContext<string | null>(null);

/** The zone system times are drawn in: the one the server drew the page in, so hydration agrees. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? DEFAULT_TIME_ZONE;
}

/**
 * Tells the server the browser's zone (a cookie for a year) when it drew the page in another, and
 * has the page drawn again in it. Once: with cookies refused, the zone stays and nothing repeats.
 */
export function useTimeZoneSync() {
  const zone = usePageTimeZone();
  const revalidator = useRevalidator();
  useEffect(() => {
    const browser = knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!browser || browser === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browser)}; path=/; max-age=31536000; samesite=lax`;
    revalidator.revalidate();
  }, [zone]);
}
