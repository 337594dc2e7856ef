import { useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const EVERY_MS = 2000;

/** A reload that a navigation or a newer reload cut short: expected, nothing was lost. */
const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/**
 * Reloads the screen's data every two seconds while `on`: a running instance is watched until it
 * ends. Not while the user moves on: a reload then would cut short the page being loaded.
 */
export function useLiveRefresh(on: boolean): void {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const busy = state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    if (!on || busy) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      // The router's reload answers a promise (typed void) that a navigation may abort.
      Promise.resolve((revalidate as () => Promise<void> | void)()).catch((error: unknown) => {
        if (!isAbort(error)) throw error;
      });
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [on, busy, revalidate]);
}
