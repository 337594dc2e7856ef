import { expectAccessible, hydrated, loginAs, test } from "./support";

// The two languages scan side by side, one per worker.
test.describe.configure({ mode: "parallel" });

test.describe("accessibility", () => {
  for (const locale of ["en-US", "zh-CN"]) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale });
      test("shell pages and public pages have no serious or critical violations", async ({ page, context }) => {
        // Eleven pages, each scanned whole.
        test.setTimeout(120_000);
        for (const path of ["/login", "/register", "/forgotpassword", "/swylgateway", "/404", "/401"]) {
          await page.goto(path);
          await hydrated(page);
          await expectAccessible(page);
        }
        await loginAs(context, "admin");
        for (const path of ["/workbench", "/sysuser", "/sysparam", "/syspost", "/profile/index", "/no-such-page"]) {
          await page.goto(path);
          await hydrated(page);
          await expectAccessible(page);
        }
      });
    });
  }
});
