import type { LoaderFunctionArgs } from "@remix-run/node";
import { logoImageQuerySchema } from "#contract/business/logo";
import { logoImage, ProviderError, provider } from "~/provider/index.server";

/**
 * A tenant's logo, for the shell's sidebar and the marketing header (`<img>` only). The id in the
 * address is the version: the bytes under it never change, so the browser keeps them for good and
 * a new logo is a new address. An SVG runs nothing: no script, nothing loaded, sandboxed. Like
 * every answer of the app it carries `X-Content-Type-Options: nosniff` (security-headers.server.ts).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const asked = logoImageQuerySchema.safeParse({ tenantCode: params.tenant, id: params.id });
  if (!asked.success) throw new Response("Not Found", { status: 404 });
  let image: Response;
  try {
    image = await logoImage(provider(), asked.data.tenantCode, asked.data.id);
  } catch (error) {
    if (error instanceof ProviderError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  return new Response(image.body, {
    headers: {
      "Content-Type": image.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
