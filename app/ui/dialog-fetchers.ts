import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ResourceActionResult } from "~/resources/route.server";

/**
 * The two fetchers of a dialog that loads its choices and saves them through the route's action.
 * Their keys are this opening's own: fetchers persist past unmount (v3_fetcherPersist), and the
 * default key comes from the dialog's place in the tree, which the next dialog opened there
 * shares, so it could read the last one's answers. The load is asked for until it comes (a
 * first request may be dropped while the page revalidates); `retry` asks again after a refusal.
 */
/** A key of this opening's own (see useDialogFetchers). */
const openingKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The fetcher of a dialog that saves through the route's action, keyed by this opening: with the
 * default key, the place in the tree that the dialog shares with the one before hands it the
 * last one's answer (an "ok" that closes it at once) or its revalidation still in flight.
 */
export function useDialogFetcher(name: string) {
  const [opening] = useState(openingKey);
  return useFetcher<ResourceActionResult>({ key: `dialog-${name}-${opening}` });
}

/** How long a dialog waits for its load before asking again. */
const LOAD_PATIENCE_MS = 8_000;

export function useDialogFetchers(load: Record<string, string>) {
  const [opening] = useState(openingKey);
  const loader = useFetcher<ResourceActionResult>({ key: `dialog-load-${opening}` });
  const saver = useFetcher<ResourceActionResult>({ key: `dialog-save-${opening}` });
  const request = JSON.stringify(load);
  const ask = () => loader.submit({ ...load, step: "load" }, { method: "post" });
  useEffect(() => {
    if (loader.state === "idle" && loader.data === undefined) ask();
  }, [loader.state, loader.data, request]);
  // A request that neither answers nor fails (seen now and then while the page revalidates) is
  // asked again every few seconds, rather than leaving the dialog on its spinner.
  useEffect(() => {
    if (loader.data !== undefined) return;
    const timer = setInterval(ask, LOAD_PATIENCE_MS);
    return () => clearInterval(timer);
  }, [loader.state, loader.data, request]);
  const failed = loader.state === "idle" && loader.data !== undefined && !loader.data.ok;
  return { load: loader, save: saver, failed, retry: ask };
}
