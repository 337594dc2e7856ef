import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml("https://trade.example.com");

  it("lists each public page in each language, with its alternates", () => {
    expect(xml.match(/<url>/g)).toHaveLength(6 * 3);
    expect(xml).toContain("<loc>https://trade.example.com/goodsClassification?lng=tw</loc>");
    expect(xml).toContain('hreflang="zh-Hans" href="https://trade.example.com/About_us?lng=zh"');
    expect(xml).toContain('hreflang="x-default" href="https://trade.example.com/swylgateway"');
  });

  it("is well-formed: every url closes and the urlset declares xhtml", () => {
    expect(xml.match(/<\/url>/g)).toHaveLength(18);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]*xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  });
});
