import { expectAccessible, hydrated, loginAs, STACKS, test } from "./support";

// With more than one stack (E2E_STACKS), the two languages scan side by side.
test.describe.configure({ mode: "parallel" });

/**
 * Every page kind in English: the public pages, the shell, a list screen, a tree screen, a form.
 * In Chinese, the pages whose layout the language changes most (the shell's labels and a list
 * screen's toolbar and pager); the page kinds are the same, so scanning each twice adds time,
 * not findings.
 */
const PAGES = {
  "en-US": {
    public: ["/login", "/register", "/forgotpassword", "/swylgateway", "/404", "/401"],
    shell: ["/workbench", "/sysuser", "/sysrole", "/syspost", "/profile/index", "/no-such-page"],
  },
  "zh-CN": { public: ["/login", "/register"], shell: ["/workbench", "/sysuser", "/sysrole"] },
} as const;

test.describe("accessibility", () => {
  for (const [locale, pages] of Object.entries(PAGES)) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test("shell pages and public pages have no serious or critical violations", async ({ page, context }) => {
        // Each page scanned whole.
        test.setTimeout(120_000 * STACKS);
        for (const path of pages.public) {
          await page.goto(path);
          await hydrated(page);
          await expectAccessible(page);
        }
        await loginAs(context, "admin");
        for (const path of pages.shell) {
          await page.goto(path);
          await hydrated(page);
          await expectAccessible(page);
        }
      });
    });
  }
});
