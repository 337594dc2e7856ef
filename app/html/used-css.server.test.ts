import { describe, expect, it } from "vitest";
import { classesIn, parseStylesheet, selectorClasses, usedRules, withUsedCss } from "./used-css.server";

const used = (css: string, classes: string[]) => usedRules(parseStylesheet(css), new Set(classes));

describe("the CSS a page without React keeps", () => {
  it("drops a rule naming a class the page lacks and keeps one whose classes it has", () => {
    expect(used(".a{color:red}.b{color:blue}.a .c{margin:0}", ["a"])).toBe(".a{color:red}");
    expect(used(".a .c{margin:0}", ["a", "c"])).toBe(".a .c{margin:0}");
  });

  it("keeps a selector list when one of its selectors can match", () => {
    expect(used(".a,.b{color:red}", ["b"])).toBe(".a,.b{color:red}");
    expect(used(".a,.b{color:red}", ["c"])).toBe("");
  });

  it("keeps what it cannot judge: rules without a class and classes inside parentheses", () => {
    const css = ":root{--x:1px}html{margin:0}.a:not(.b){color:red}.a:where(.z,.y){top:0}[data-k=\".q\"]{left:0}";
    expect(used(css, ["a"])).toBe(css);
  });

  it("opens @layer, @media and @supports blocks and drops them when nothing inside is kept", () => {
    const css = "@layer mantine.Button{.btn{color:red}@media (max-width:10em){.btn{color:blue}.gone{top:0}}}@layer mantine.Tabs{.tab{top:0}}";
    expect(used(css, ["btn"])).toBe("@layer mantine.Button{.btn{color:red}@media (max-width:10em){.btn{color:blue}}}");
  });

  it("keeps @layer statements, @keyframes and @font-face whole", () => {
    const css = "@layer a,b;@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}.gone{top:0}";
    expect(used(css, [])).toBe("@layer a,b;@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:x;src:url(x.woff2)}");
  });

  it("reads braces inside strings and comments as text", () => {
    const css = '.a::after{content:"}{"}/* .b{ */.b{color:red}';
    expect(used(css, ["a"])).toBe('.a::after{content:"}{"}');
    expect(used(css, ["b"])).toBe(".b{color:red}");
  });

  it("names the classes each selector needs outside parentheses", () => {
    expect(selectorClasses(".m_1:where([data-x]) .m_2, .m_3:not(.m_4)")).toEqual([["m_1", "m_2"], ["m_3"]]);
  });

  it("reads a page's classes from its class attributes", () => {
    expect([...classesIn('<div class="a  b"><svg class="c"></svg><p data-class="d"></p></div>')]).toEqual(["a", "b", "c"]);
  });

  it("cuts only the page's inline stylesheets, to the rules its classes use", () => {
    const html = '<html><head><style nonce="n" data-href="/assets/x-1.css">.a{top:0}.b{top:1px}</style><style data-mantine-styles="true">.b{left:0}</style></head><body><p class="a"></p></body></html>';
    expect(withUsedCss(html)).toBe('<html><head><style nonce="n" data-href="/assets/x-1.css">.a{top:0}</style><style data-mantine-styles="true">.b{left:0}</style></head><body><p class="a"></p></body></html>');
  });
});
