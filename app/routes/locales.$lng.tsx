import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/config";
import { pageCatalogues } from "~/i18n/locales";

/** One language's texts every page needs, for a browser that switches language without a reload. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isLanguage(params.lng)) return new Response("Unknown language", { status: 404 });
  return new Response(JSON.stringify(pageCatalogues[params.lng]), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
