import { expect, loginAs, test } from "./support";

/**
 * Every server-rendered page is well-formed UTF-8 with no NUL byte, in every language: React 18's
 * Node stream once padded a CJK character it split at a 2 KiB boundary with NULs, which browsers
 * show as "�" (docs/decisions/0016). Long Chinese pages cross many such boundaries.
 */

const PUBLIC = [
  "/swylgateway",
  "/Product_service",
  "/developing",
  "/DataQuery",
  "/DataQuery?keyword=6109",
  "/goodsClassification",
  "/goodsClassificationDetails?code=610910",
  "/About_us",
  "/login",
  "/register",
  "/forgotpassword",
  "/nonexistent-page",
];
const LOGGED_IN = ["/workbench", "/sysuser", "/notification", "/sysmenu", "/hongKongCustomsDeclaration"];
const LANGUAGES = ["en", "zh", "tw"] as const;

/** The page's bytes as the browser receives them, refused if not UTF-8 or if they hold a NUL. */
function expectCleanHtml(bytes: Buffer, url: string) {
  expect(bytes.indexOf(0), `${url}: first NUL byte`).toBe(-1);
  expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes), `${url}: valid UTF-8`).not.toThrow();
}

test.describe("page encoding", () => {
  test("public pages, login, register, forgot-password and the 404 page are clean UTF-8 in en, zh and tw", async ({ request }) => {
    for (const language of LANGUAGES) {
      for (const path of PUBLIC) {
        const url = `${path}${path.includes("?") ? "&" : "?"}lng=${language}`;
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.headers()["content-type"], url).toContain("charset=utf-8");
        expectCleanHtml(await response.body(), url);
      }
    }
  });

  test("logged-in pages are clean UTF-8 in en, zh and tw", async ({ page, context }) => {
    await loginAs(context, "admin");
    for (const language of LANGUAGES) {
      for (const path of LOGGED_IN) {
        const url = `${path}?lng=${language}`;
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        expectCleanHtml(await response.body(), url);
      }
    }
  });
});
