import {
  ERROR_LOG_LIMIT,
  clearErrors,
  getServerSnapshot,
  getSnapshot,
  installErrorLog,
  recordError,
  subscribe,
  type ErrorLogWindow,
} from "./error-log";

const entry = (message: string, stack = "") => ({ message, info: "", url: "http://localhost/sysuser", stack });

function fakeWindow(): ErrorLogWindow {
  return Object.assign(new EventTarget(), { location: { href: "http://localhost/sysuser" } });
}

function errorEvent(init: { message: string; filename: string; lineno: number; colno: number; error: unknown }) {
  return Object.assign(new Event("error"), init);
}

function rejectionEvent(reason: unknown) {
  return Object.assign(new Event("unhandledrejection"), { reason });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearErrors();
});
afterEach(() => vi.useRealTimers());

describe("error log store", () => {
  it("records newest first and notifies subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    recordError(entry("first"));
    vi.advanceTimersByTime(10);
    recordError(entry("second"));
    unsubscribe();
    expect(getSnapshot().map((e) => e.message)).toEqual(["second", "first"]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps an identical message and stack once within a second, again after", () => {
    recordError(entry("loop", "at render"));
    vi.advanceTimersByTime(999);
    recordError(entry("loop", "at render"));
    recordError(entry("loop", "at other"));
    expect(getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    recordError(entry("loop", "at render"));
    expect(getSnapshot()).toHaveLength(3);
  });

  it(`caps the log at ${ERROR_LOG_LIMIT}, dropping the oldest`, () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) recordError(entry(`error ${i}`));
    const log = getSnapshot();
    expect(log).toHaveLength(ERROR_LOG_LIMIT);
    expect(log[0].message).toBe(`error ${ERROR_LOG_LIMIT + 4}`);
    expect(log.at(-1)?.message).toBe("error 5");
  });

  it("clears, and the snapshot is stable between changes", () => {
    recordError(entry("x"));
    expect(getSnapshot()).toBe(getSnapshot());
    clearErrors();
    expect(getSnapshot()).toEqual([]);
    expect(getServerSnapshot()).toBe(getServerSnapshot());
  });
});

describe("installErrorLog", () => {
  it("records uncaught errors and unhandled rejections until uninstalled", () => {
    const win = fakeWindow();
    const uninstall = installErrorLog(win);
    const boom = new Error("boom");
    win.dispatchEvent(errorEvent({ message: "Uncaught Error: boom", filename: "/build/root.js", lineno: 3, colno: 7, error: boom }));
    win.dispatchEvent(rejectionEvent(new Error("fetch failed")));

    const [rejection, uncaught] = getSnapshot();
    expect(uncaught).toMatchObject({
      message: "Uncaught Error: boom",
      info: "/build/root.js:3:7",
      url: "http://localhost/sysuser",
      stack: boom.stack,
    });
    expect(rejection).toMatchObject({ message: "fetch failed", info: "unhandledrejection" });

    uninstall();
    win.dispatchEvent(rejectionEvent("later"));
    expect(getSnapshot()).toHaveLength(2);
  });

  it("is idempotent: installing twice listens once, and one uninstall stops it", () => {
    const win = fakeWindow();
    const uninstall = installErrorLog(win);
    expect(installErrorLog(win)).toBe(uninstall);
    uninstall();
    win.dispatchEvent(rejectionEvent("after uninstall"));
    expect(getSnapshot()).toEqual([]);
  });
});
