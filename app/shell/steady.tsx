import { useFetcher, useRevalidator, type FetcherWithComponents } from "@remix-run/react";
import { memo, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject, type ReactElement, type ReactNode } from "react";
import { UNSAFE_RouteContext as RouteContext } from "react-router";

/*
 * A navigation goes through three or four router states. React Router draws every route again
 * on each, with a new route context, and every Link, useNavigate, useSubmit and useFetcher under
 * it draws again with it: the header's tools, the tags and the sidebar, a few hundred components,
 * none of which changed (decision 0043). These two helpers keep the shell's chrome out of that.
 */

/**
 * The shell's route context, renewed only when the matched routes above it or their params
 * change. For the header, the tags and the sidebar, whose links and submissions all name
 * absolute paths. Never around the page's outlet, which reads the live context.
 */
export function SteadyRouteContext({ children }: { children: ReactNode }) {
  const route = useContext(RouteContext);
  const key = route.matches.map((match) => `${match.route.id}:${match.pathnameBase}:${JSON.stringify(match.params)}`).join(" ");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- renewed when the matches' content changes, on purpose
  const steady = useMemo(() => route, [key]);
  return <RouteContext.Provider value={steady}>{children}</RouteContext.Provider>;
}

type Submit = FetcherWithComponents<unknown>["submit"];

/** What a steady fetcher's owner reads: its state, its answer and the form on its way. */
export interface SteadyFetcher<T> {
  state: "idle" | "loading" | "submitting";
  data: T | undefined;
  formData: FormData | undefined;
  submit: Submit;
}

type Snapshot<T> = Omit<SteadyFetcher<T>, "submit">;

/**
 * A fetcher whose owner draws again only when this fetcher changes. `useFetcher` reads the
 * whole router state, so its owner drew again on each state of every navigation. Here a
 * bridge that draws nothing holds the fetcher and hands its owner a snapshot when the
 * fetcher's own state, answer or form change. The owner must render the bridge.
 */
export function useSteadyFetcher<T>(options?: { key?: string }): [SteadyFetcher<T>, ReactElement] {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ state: "idle", data: undefined, formData: undefined });
  const submitRef = useRef<Submit | null>(null);
  const submit = useCallback<Submit>((target, submitOptions) => {
    if (!submitRef.current) return Promise.resolve();
    return submitRef.current(target, submitOptions);
  }, []);
  const report = useCallback((next: Snapshot<T>) => {
    setSnapshot((previous) => (previous.state === next.state && previous.data === next.data && previous.formData === next.formData ? previous : next));
  }, []);
  const fetcher = useMemo(() => ({ ...snapshot, submit }), [snapshot, submit]);
  return [fetcher, <FetcherBridge fetcherKey={options?.key} submitRef={submitRef} report={report as (next: Snapshot<unknown>) => void} />];
}

const FetcherBridge = memo(function FetcherBridge({
  fetcherKey,
  submitRef,
  report,
}: {
  fetcherKey: string | undefined;
  submitRef: MutableRefObject<Submit | null>;
  report: (next: Snapshot<unknown>) => void;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  const { state, data, formData, submit } = fetcher;
  useLayoutEffect(() => {
    submitRef.current = submit;
  }, [submit, submitRef]);
  useLayoutEffect(() => report({ state, data, formData }), [state, data, formData, report]);
  return null;
});

/**
 * `revalidate` of `useRevalidator`, whose owner would draw again on each router state: a
 * bridge that draws nothing holds the revalidator. The owner must render the bridge.
 */
export function useSteadyRevalidate(): [() => void, ReactElement] {
  const revalidateRef = useRef<(() => void) | null>(null);
  const revalidate = useCallback(() => revalidateRef.current?.(), []);
  return [revalidate, <RevalidatorBridge revalidateRef={revalidateRef} />];
}

const RevalidatorBridge = memo(function RevalidatorBridge({ revalidateRef }: { revalidateRef: MutableRefObject<(() => void) | null> }) {
  const { revalidate } = useRevalidator();
  useLayoutEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate, revalidateRef]);
  return null;
});
