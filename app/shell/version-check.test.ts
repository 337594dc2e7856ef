import { sameScripts, scriptList } from "./version-check";

const remixPage = `<!DOCTYPE html><html lang="en"><head>
<link rel="stylesheet" href="/build/_assets/root-ABC.css"/>
<link rel="modulepreload" href="/build/manifest-1A2B3C.js"/>
<link rel='modulepreload' href='/build/entry.client-XYZ.js'/>
<link rel="modulepreload" href=/build/routes/swylgateway-QRS.js>
</head><body><main>Home</main>
<script>window.__remixContext = {"url":"/swylgateway"};</script>
<script type="module" async="">import "/build/manifest-1A2B3C.js";</script>
<script data-src="/lazy.js" src="/build/vendor-777.js" defer></script>
<script src='/analytics.js'></script>
</body></html>`;

describe("scriptList", () => {
  it("lists module preloads and script sources in document order, skipping inline scripts and styles", () => {
    expect(scriptList(remixPage)).toEqual([
      "/build/manifest-1A2B3C.js",
      "/build/entry.client-XYZ.js",
      "/build/routes/swylgateway-QRS.js",
      "/build/vendor-777.js",
      "/analytics.js",
    ]);
  });

  it("names the release of a page that ships no app scripts, so a release still changes the list", () => {
    const page = (v: string) => `<html><head><meta charset="utf-8"><meta name="release" content="${v}"><script src="/site/site.js?v=${v}" defer></script></head></html>`;
    expect(scriptList(page("ab12"))).toEqual(["release:ab12", "/site/site.js?v=ab12"]);
    expect(sameScripts(scriptList(page("ab12")), scriptList(page("cd34")))).toBe(false);
  });

  it("is empty for a page without external scripts", () => {
    expect(scriptList("<html><script>1</script></html>")).toEqual([]);
  });
});

describe("sameScripts", () => {
  it("compares names and order", () => {
    expect(sameScripts(["/a.js", "/b.js"], ["/a.js", "/b.js"])).toBe(true);
    expect(sameScripts(["/a.js", "/b.js"], ["/b.js", "/a.js"])).toBe(false);
    expect(sameScripts(["/a.js"], ["/a.js", "/b.js"])).toBe(false);
    expect(sameScripts(scriptList(remixPage), scriptList(remixPage.replace("1A2B3C", "9Z8Y7X")))).toBe(false);
  });
});
