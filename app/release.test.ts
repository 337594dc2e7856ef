import { describe, expect, it } from "vitest";
import { pageOf } from "./release";

describe("the page the matched routes' handles make", () => {
  it("lets the deepest handle that says decide, and adds the scripts up once each", () => {
    const page = pageOf([undefined, { hydrate: false, scripts: ["/site/a.js"] }, { site: "public", scripts: ["/site/a.js", "/site/b.js"] }, { hydrate: true }]);
    expect(page).toEqual({ hydrate: true, site: "public", scripts: ["/site/a.js", "/site/b.js"] });
  });

  it("says nothing about hydration when no handle does", () => {
    expect(pageOf([undefined, {}]).hydrate).toBeUndefined();
  });
});
