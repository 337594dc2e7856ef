import { createElement, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { renderHtml } from "./render.server";

/** Short Chinese paragraphs of every length mod 3: some character lands across each 2 KiB edge. */
function longChinesePage(): ReactElement {
  const paragraphs = Array.from({ length: 400 }, (_, i) => createElement("p", { key: i }, "暂停轮播了解更多".slice(0, 1 + (i % 7)) + "。"));
  return createElement("main", null, paragraphs);
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function strictUtf8(bytes: Buffer): string {
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

describe("renderHtml", () => {
  it("sends a long Chinese page as exact UTF-8, with no NUL byte", async () => {
    const bytes = await bytesOf(await renderHtml(longChinesePage(), { signal: new AbortController().signal, waitForAll: false, onError: () => {} }));
    expect(bytes.indexOf(0)).toBe(-1);
    const html = strictUtf8(bytes);
    expect(html.match(/<p>/g)).toHaveLength(400);
    expect(html).toContain("<p>暂停轮播了解更。</p>");
  });

  it("waits for the whole page when asked (crawlers)", async () => {
    const stream = await renderHtml(longChinesePage(), { signal: new AbortController().signal, waitForAll: true, onError: () => {} });
    expect(strictUtf8(await bytesOf(stream))).toContain("</main>");
  });

  // Why the Web-streams renderer: the same page through React 18's Node renderer holds NULs.
  it("is needed: React 18's Node renderer pads the same page with NUL bytes", async () => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise<void>((resolve) => {
      const { pipe } = renderToPipeableStream(longChinesePage(), { onAllReady: () => pipe(body) });
      body.on("end", resolve);
    });
    expect(Buffer.concat(chunks).indexOf(0)).toBeGreaterThan(-1);
  });
});
