import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const EVERY_MS = 2000;

/**
 * Reloads the screen's data every two seconds while `on`: a running instance is watched until it
 * ends. Not while the user moves on: a reload then would cut short the page being loaded.
 */
export function useLiveRefresh(on: boolean): void {
  const { revalidate, state } = useRevalidator();
  const busy = state !== "idle" || useNavigation().state !== "idle";
  useEffect(() => {
    if (!on || busy) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidate();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [on, busy, revalidate]);
}
