import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * Crawlers may read the public site, and fetch what it is drawn with (the styles under /assets/
 * and the icon), else they render the pages unstyled; the logged-in areas and the APIs are
 * none of theirs.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /swylgateway",
    "Allow: /Product_service",
    "Allow: /developing",
    "Allow: /DataQuery",
    "Allow: /goodsClassification",
    "Allow: /goodsClassificationDetails",
    "Allow: /About_us",
    "Allow: /site/",
    "Allow: /assets/",
    "Allow: /favicon.ico",
    "Disallow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
