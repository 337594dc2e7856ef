import { useIsomorphicEffect } from "@mantine/hooks";
import { useCallback, useRef } from "react";

/**
 * A function whose identity never changes and that always calls the latest `handler`. For event
 * handlers handed to memoised parts (the kit's table, filters and pager): they then draw again
 * only when what they show changes, not each time the screen does (decision 0038). Only for
 * handlers called after the page has drawn (clicks, keys), never during a render.
 */
export function useStableCallback<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useIsomorphicEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
