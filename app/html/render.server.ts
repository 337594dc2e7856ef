import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.browser";

interface RenderOptions {
  nonce?: string;
  /** Ends the render: what is still pending is sent as its fallback. */
  signal: AbortSignal;
  /** Crawlers get the whole page in one answer, people the shell as soon as it is ready. */
  waitForAll: boolean;
  onError: (error: unknown) => void;
}

/**
 * A page as UTF-8 bytes. React 18's Node renderer (renderToPipeableStream) encodes each text
 * into a 2 KiB buffer and, when a multi-byte character does not fit the end, sends the whole
 * buffer with its unfilled 1–3 bytes still zero: NULs in the middle of Chinese text
 * (docs/decisions/0016). Its Web-streams build encodes every text whole and only then cuts the
 * bytes into buffers, so the stream is exactly the page's UTF-8 however its pieces fall.
 */
export async function renderHtml(element: ReactElement, options: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(element, { nonce: options.nonce, signal: options.signal, onError: options.onError });
  if (options.waitForAll) await stream.allReady;
  return stream;
}
