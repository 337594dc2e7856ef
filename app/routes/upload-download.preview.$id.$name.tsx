import type { LoaderFunctionArgs } from "@remix-run/node";
import { idSchema } from "#contract/envelope";
import { filesScreen } from "~/files/screen.server";
import { downloadFile, provider } from "~/provider/index.server";
import { loadingRecord } from "~/provider/record-page.server";

/** What a preview shows in the page: images and PDFs, whose types the provider proved by their bytes. */
const PREVIEWED = /^(image\/(png|jpeg|webp)|application\/pdf)$/;

/**
 * A file of the tenant shown inline in the files screen's preview dialog (an image, or a PDF in
 * the browser's viewer); anything else is not previewed. The same file as /files/:id/:name.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session, lang } = await filesScreen(request);
  const id = idSchema.safeParse(params.id);
  if (!id.success || !params.name) throw new Response("Not Found", { status: 404 });
  const name = params.name;
  const file = await loadingRecord(() => downloadFile(provider(), { token: session.token, lang }, id.data, name));
  const type = file.headers.get("Content-Type") ?? "";
  if (!PREVIEWED.test(type)) throw new Response("Not Found", { status: 404 });
  return new Response(file.body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": "inline",
      // Nothing of the file runs or loads anything; the browser's own PDF viewer still may.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; object-src 'self'; frame-ancestors 'self'",
      "Cache-Control": "private, no-store",
    },
  });
}
