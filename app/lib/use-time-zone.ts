import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { DEFAULT_TIME_ZONE, knownTimeZone, TIME_ZONE_COOKIE } from "./time-zone";

/** The zone system times are drawn in: the one the server drew the page in, so hydration agrees. */
export function useTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string }>("root")?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Tells the server the browser's zone (a cookie for a year) when it drew the page in another, and
 * has the page drawn again in it. Once: with cookies refused, the zone stays and nothing repeats.
 */
export function useTimeZoneSync() {
  const zone = useTimeZone();
  const revalidator = useRevalidator();
  useEffect(() => {
    const browser = knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!browser || browser === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browser)}; path=/; max-age=31536000; samesite=lax`;
    revalidator.revalidate();
  }, [zone]);
}
