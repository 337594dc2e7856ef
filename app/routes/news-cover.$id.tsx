import type { LoaderFunctionArgs } from "@remix-run/node";
import { idSchema } from "#contract/envelope";
import { ProviderError, provider, publishedNewsCover } from "~/provider/index.server";

/** The provider's headers a cover keeps: what the image is. */
const PASSED_ON = ["Content-Type", "Cache-Control"] as const;

/**
 * A published news item's cover for the marketing site, fetched through the open API so anyone
 * may see it; an item that is not public (or has no cover) answers as missing.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw new Response("Not Found", { status: 404 });
  let cover: Response;
  try {
    cover = await publishedNewsCover(provider(), id.data);
  } catch (error) {
    if (error instanceof ProviderError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  const headers = new Headers({ "Content-Security-Policy": "sandbox", "X-Content-Type-Options": "nosniff" });
  for (const name of PASSED_ON) {
    const value = cover.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(cover.body, { headers });
}
