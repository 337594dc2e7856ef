import { keepPageAfterExpiry } from "./revalidation";

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
