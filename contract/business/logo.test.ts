import { describe, expect, it } from "vitest";
import { judgeLogo, LOGO_LIMIT_BYTES, logoMessages } from "./logo";

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const text = (svg: string) => new TextEncoder().encode(svg);
const cleaned = (svg: string) => {
  const judged = judgeLogo(text(svg));
  if ("refusal" in judged) throw new Error(judged.refusal);
  return new TextDecoder().decode(judged.content);
};

describe("judgeLogo", () => {
  it("judges a PNG by its bytes, whatever it was called", () => {
    // A PNG renamed logo.svg and declared image/svg+xml still starts with the PNG signature.
    expect(judgeLogo(PNG_BYTES)).toMatchObject({ contentType: "image/png" });
  });

  it("judges a JPEG by its bytes", () => {
    expect(judgeLogo(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toMatchObject({ contentType: "image/jpeg" });
  });

  it("refuses bytes that are no image, an SVG that is not well formed and a too large file", () => {
    expect(judgeLogo(text("GIF89a"))).toEqual({ refusal: logoMessages.badImage });
    expect(judgeLogo(text("<html><body>hi</body></html>"))).toEqual({ refusal: logoMessages.badImage });
    expect(judgeLogo(text("<svg><g></svg>"))).toEqual({ refusal: logoMessages.badImage });
    expect(judgeLogo(Uint8Array.from([0xff, 0xfe, 0x00]))).toEqual({ refusal: logoMessages.badImage });
    expect(judgeLogo(new Uint8Array(0))).toEqual({ refusal: logoMessages.noFile });
    const big = new Uint8Array(LOGO_LIMIT_BYTES);
    big.set(PNG_BYTES);
    expect(judgeLogo(big)).toEqual({ refusal: logoMessages.tooLarge });
  });

  it("refuses an SVG declaring entities", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>`;
    expect(judgeLogo(text(laughs))).toEqual({ refusal: logoMessages.badImage });
  });

  it("takes a hostile SVG apart: no script, handler, foreign object or outside reference survives", () => {
    const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
  <a href="javascript:alert(2)"><rect width="5" height="5"/></a>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <use href="&#106;avascript:alert(3)"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <style>rect { fill: url(https://evil.example/x) }</style>
  <circle cx="5" cy="5" r="4" fill="url(https://evil.example/g)" ONCLICK="alert(4)" style="fill:red"/>
  <rect x="1" y="1" width="2" height="2" fill="url(#grad)"/>
  <set attributeName="href" to="javascript:alert(5)"/>
</svg>`;
    const out = cleaned(hostile);
    for (const banned of ["script", "alert", "foreignObject", "iframe", "javascript", "evil.example", "onload", "onclick", "<a", "<image", "<style", "style=", "<set"]) {
      expect(out.toLowerCase()).not.toContain(banned.toLowerCase());
    }
    expect(out).toContain('fill="url(#grad)"');
    expect(out).toContain('<circle cx="5" cy="5" r="4"/>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">')).toBe(true);
  });

  it("keeps a plain drawing as drawn", () => {
    const out = cleaned(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><linearGradient id="g"><stop offset="0" stop-color="#1890ff"/></linearGradient><circle cx="32" cy="32" r="30" fill="url(#g)"/><text x="32" y="40" text-anchor="middle">A &amp; B</text></svg>`);
    expect(out).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><linearGradient id="g"><stop offset="0" stop-color="#1890ff"/></linearGradient><circle cx="32" cy="32" r="30" fill="url(#g)"/><text x="32" y="40" text-anchor="middle">A &amp; B</text></svg>`);
  });
});
