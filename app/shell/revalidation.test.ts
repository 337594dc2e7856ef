import { keepPageAfterExpiry, keepShellOnNavigation } from "./revalidation";

const args = (actionResult: unknown, defaultShouldRevalidate = true) =>
  ({ actionResult, defaultShouldRevalidate, currentUrl: new URL("http://app.test/workbench"), nextUrl: new URL("http://app.test/workbench"), currentParams: {}, nextParams: {} }) as Parameters<typeof keepPageAfterExpiry>[0];

describe("keepPageAfterExpiry", () => {
  it("keeps the page when an action answered that the session expired", () => {
    expect(keepPageAfterExpiry(args({ ok: false, sessionExpired: true }))).toBe(false);
  });

  it("otherwise follows Remix's default", () => {
    expect(keepPageAfterExpiry(args({ ok: false, error: { key: "x" } }))).toBe(true);
    expect(keepPageAfterExpiry(args(undefined, false))).toBe(false);
    expect(keepPageAfterExpiry(args(null))).toBe(true);
  });
});

describe("a preview", () => {
  const form = (intent: string) => {
    const data = new FormData();
    data.set("intent", intent);
    return { ...args({ ok: true }), formData: data } as Parameters<typeof keepPageAfterExpiry>[0];
  };

  it("runs no loader again: it wrote nothing", () => {
    expect(keepPageAfterExpiry(form("preview"))).toBe(false);
  });

  it("leaves every other submission to Remix's default", () => {
    expect(keepPageAfterExpiry(form("save"))).toBe(true);
  });
});

describe("the shell's loader", () => {
  const move = (from: string, to: string, formMethod?: string, actionResult?: unknown) =>
    ({ ...args(actionResult), currentUrl: new URL(`http://app.test${from}`), nextUrl: new URL(`http://app.test${to}`), formMethod }) as Parameters<typeof keepShellOnNavigation>[0];

  it("is kept when moving to another screen, another page of a list or its filters", () => {
    expect(keepShellOnNavigation(move("/workbench", "/sysuser"))).toBe(false);
    expect(keepShellOnNavigation(move("/sysuser", "/sysuser?page=2"))).toBe(false);
    expect(keepShellOnNavigation(move("/sysuser", "/sysuser?username=li", "GET"))).toBe(false);
  });

  it("runs again after a submission, or a reload of the same address", () => {
    expect(keepShellOnNavigation(move("/sysrole", "/sysrole", "POST", { ok: true }))).toBe(true);
    expect(keepShellOnNavigation(move("/sysrole", "/sysuser", "post", { ok: true }))).toBe(true);
    expect(keepShellOnNavigation(move("/sysuser?page=2", "/sysuser?page=2"))).toBe(true);
  });

  it("keeps the page after a submission that found the session expired", () => {
    expect(keepShellOnNavigation(move("/sysrole", "/sysrole", "POST", { ok: false, sessionExpired: true }))).toBe(false);
  });
});
