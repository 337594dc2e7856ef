import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const EVERY_MS = 2000;

/** Reloads the screen's data every two seconds while `on`: a running instance is watched until it ends. */
export function useLiveRefresh(on: boolean): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [on, state, revalidate]);
}
