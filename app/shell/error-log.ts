/** The browser's error log (SPEC §2 error-log dialog), a store for `useSyncExternalStore`. */

export interface ErrorEntry {
  message: string;
  info: string;
  url: string;
  stack: string;
  /** Epoch milliseconds when recorded. */
  time: number;
}

export const ERROR_LOG_LIMIT = 50;
const DEDUPE_WINDOW_MS = 1_000;

const EMPTY: readonly ErrorEntry[] = [];
let entries: readonly ErrorEntry[] = EMPTY;
const listeners = new Set<() => void>();

function publish(next: readonly ErrorEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): readonly ErrorEntry[] {
  return entries;
}

/** The server never holds entries: its module state is shared by every request. */
export function getServerSnapshot(): readonly ErrorEntry[] {
  return EMPTY;
}

/** Adds an entry, newest first; a render loop repeating one error within a second is kept once. */
export function recordError(error: Omit<ErrorEntry, "time">): void {
  const time = Date.now();
  const repeated = entries.some(
    (e) => time - e.time < DEDUPE_WINDOW_MS && e.message === error.message && e.stack === error.stack,
  );
  if (repeated) return;
  publish([{ ...error, time }, ...entries].slice(0, ERROR_LOG_LIMIT));
}

export function clearErrors(): void {
  publish(EMPTY);
}

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack ?? "" };
  return { message: String(reason), stack: "" };
}

/** For React error boundaries; call from an effect so the server never records. */
export function reportBoundaryError(error: unknown, info = "error boundary"): void {
  if (typeof window === "undefined") return;
  recordError({ ...describe(error), info, url: window.location.href });
}

/** The part of `window` the log listens on (an `EventTarget` with a location in tests). */
export type ErrorLogWindow = EventTarget & { location: { href: string } };

const installed = new WeakMap<ErrorLogWindow, () => void>();

/** Records uncaught errors and unhandled rejections of `win`; installing twice returns the same uninstall. */
export function installErrorLog(win: ErrorLogWindow = window): () => void {
  const existing = installed.get(win);
  if (existing) return existing;

  const onError = (event: Event) => {
    const { message, filename, lineno, colno, error } = event as Partial<ErrorEvent>;
    recordError({
      message: message || describe(error).message,
      info: filename ? `${filename}:${lineno ?? 0}:${colno ?? 0}` : "",
      url: win.location.href,
      stack: describe(error).stack,
    });
  };
  const onRejection = (event: Event) => {
    const { reason } = event as Partial<PromiseRejectionEvent>;
    recordError({ ...describe(reason), info: "unhandledrejection", url: win.location.href });
  };

  win.addEventListener("error", onError);
  win.addEventListener("unhandledrejection", onRejection);
  const uninstall = () => {
    win.removeEventListener("error", onError);
    win.removeEventListener("unhandledrejection", onRejection);
    installed.delete(win);
  };
  installed.set(win, uninstall);
  return uninstall;
}
