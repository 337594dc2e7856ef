import { languageUrl, seoMeta } from "./seo";

const frame = { origin: "https://trade.example.com", locale: "zh" as const };

describe("seoMeta", () => {
  const meta = seoMeta(frame, { title: "数据查询", description: "免费查询", path: "/DataQuery?q=USLGB&tab=ports", brand: "关务贸易平台" });
  const links = meta.filter((m) => "tagName" in m) as { rel: string; href: string; hrefLang?: string }[];

  it("titles the page after its brand and gives its description", () => {
    expect(meta).toContainEqual({ title: "数据查询 · 关务贸易平台" });
    expect(meta).toContainEqual({ name: "description", content: "免费查询" });
  });

  it("points the canonical URL at this language's version, keeping the content's query", () => {
    expect(links.find((l) => l.rel === "canonical")?.href).toBe("https://trade.example.com/DataQuery?q=USLGB&tab=ports&lng=zh");
  });

  it("lists every language as an alternate, and x-default without lng", () => {
    const alternates = Object.fromEntries(links.filter((l) => l.rel === "alternate").map((l) => [l.hrefLang, l.href]));
    expect(alternates).toEqual({
      en: "https://trade.example.com/DataQuery?q=USLGB&tab=ports&lng=en",
      "zh-Hans": "https://trade.example.com/DataQuery?q=USLGB&tab=ports&lng=zh",
      "zh-Hant": "https://trade.example.com/DataQuery?q=USLGB&tab=ports&lng=tw",
      "x-default": "https://trade.example.com/DataQuery?q=USLGB&tab=ports",
    });
  });

  it("carries Open Graph tags in the page's locale", () => {
    expect(meta).toContainEqual({ property: "og:locale", content: "zh_CN" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://trade.example.com/DataQuery?q=USLGB&tab=ports&lng=zh" });
    expect(meta.filter((m) => "property" in m && m.property === "og:locale:alternate")).toHaveLength(2);
    expect(meta).toContainEqual({ property: "og:image", content: "https://trade.example.com/site/og-zh.png" });
  });

  it("puts the brand first on home", () => {
    expect(seoMeta(frame, { title: "报关", description: "d", path: "/swylgateway", brand: "B", brandFirst: true })).toContainEqual({ title: "B · 报关" });
  });
});

describe("languageUrl", () => {
  it("replaces a lng already in the path", () => {
    expect(languageUrl("http://x", "/About_us?lng=en", "tw")).toBe("http://x/About_us?lng=tw");
  });
});
