import { gzipSync } from "node:zlib";
import { GZIP_LEVEL, inlineStyles } from "./assets";

describe("inlineStyles", () => {
  it("counts every <style> element of a page as one CSS body", () => {
    const html = `<html><head><style nonce="n" data-href="/assets/a.css">.a{color:red}</style><link rel="icon" href="/favicon.ico"/><STYLE>.b{margin:0}</STYLE></head><body></body></html>`;
    const counted = inlineStyles(html);
    const body = ".a{color:red}\n.b{margin:0}";
    expect(counted).toEqual({ rawBytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length });
  });

  it("answers null for a page without styles", () => {
    expect(inlineStyles(`<html><head><link rel="stylesheet" href="/a.css"/></head></html>`)).toBeNull();
  });
});
