import { sanitiseHtml } from "./rich-text";

describe("sanitiseHtml", () => {
  it("keeps the allowed tags and drops their attributes", () => {
    expect(sanitiseHtml('<p class="x" onclick="evil()">Hi <b>there</b>, <strong>a</strong><i>b</i><em>c</em><u>d</u><br/></p>')).toBe(
      "<p>Hi <b>there</b>, <strong>a</strong><i>b</i><em>c</em><u>d</u><br></p>",
    );
    expect(sanitiseHtml("<ul><li>one</li></ul><ol><li>two</li></ol>")).toBe("<ul><li>one</li></ul><ol><li>two</li></ol>");
  });

  it("removes scripts, styles and other tags, keeping plain text", () => {
    expect(sanitiseHtml('<script>alert(1)</script><style>p{}</style><div>text<img src=x onerror="alert(1)"></div><iframe src="x"></iframe>')).toBe("text");
    expect(sanitiseHtml("<SCRIPT >alert(1)</SCRIPT >ok<!-- hidden -->")).toBe("ok");
    expect(sanitiseHtml("<svg><script>x</script></svg>after")).toBe("after");
  });

  it("keeps only http(s) links", () => {
    expect(sanitiseHtml('<a href="https://example.com/a?b=1&amp;c=2" title="t">go</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">go</a>',
    );
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml("<a href=' JaVaScRiPt:alert(1)'>x</a>")).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="data:text/html,x">x</a>')).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href="https://x.example/&quot;onmouseover=alert(1)">x</a>')).not.toContain('"onmouseover');
  });

  it("escapes stray angle brackets so no tag can be rebuilt", () => {
    expect(sanitiseHtml("1 < 2 and <<script>script>alert(1)<</script>/script>")).not.toMatch(/<script/i);
    expect(sanitiseHtml("a > b")).toBe("a &gt; b");
  });
});
