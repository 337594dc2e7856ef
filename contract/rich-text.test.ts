import { htmlExcerpt, sanitiseArticleHtml, sanitiseHtml } from "./rich-text";

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

describe("sanitiseArticleHtml", () => {
  it("keeps what the news editor writes: headings, lists, links, bold, italic, underline, quotes", () => {
    const body =
      '<h2>Title</h2><p><strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a></p>' +
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote><hr><pre><code>x</code></pre>";
    expect(sanitiseArticleHtml(body)).toBe(
      '<h2>Title</h2><p><strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s> <a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a></p>' +
        "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote><hr><pre><code>x</code></pre>",
    );
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    expect(sanitiseArticleHtml('<h3 onclick="evil()" style="color:red">Hi</h3><script>alert(1)</script><p style="x">t</p>')).toBe("<h3>Hi</h3><p>t</p>");
    expect(sanitiseArticleHtml('<blockquote onmouseover="x"><a href="javascript:alert(1)">x</a></blockquote>')).toBe("<blockquote><a>x</a></blockquote>");
    expect(sanitiseArticleHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("leaves a notification's tags as they were", () => {
    expect(sanitiseHtml("<h2>T</h2><blockquote>q</blockquote>")).toBe("Tq");
  });
});

describe("htmlExcerpt", () => {
  it("reads the words of the body, entities decoded, cut with an ellipsis", () => {
    expect(htmlExcerpt("<h2>New</h2><p>a &lt;b&gt; &amp; c</p>", 100)).toBe("New a <b> & c");
    expect(htmlExcerpt("<p>one two three</p>", 7)).toBe("one two…");
  });

  it("parts words at a block's edge, never inside an inline tag", () => {
    expect(htmlExcerpt("<p>新到<strong>加粗</strong>灯具</p><p>下一段</p><ul><li>一</li><li>二</li></ul>", 100)).toBe("新到加粗灯具 下一段 一 二");
  });
});
