import type { LoaderFunctionArgs } from "@remix-run/node";
import { manifestExport } from "~/manifest/manifest.server";

/**
 * The manifest query's exports: the page's own route would turn a file into page data, so its
 * download links come here, to a route without a page. Guard and button check are the page's.
 */
export const loader = ({ request }: LoaderFunctionArgs) => manifestExport(request);
