import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { PublicLayout } from "~/public/PublicLayout";
import { publicFrame, publicHeaders } from "~/public/site.server";
import type { PageHandle } from "~/release";

/** The public site (SPEC §2): server-rendered HTML, a few small scripts, no hydration. */
export const handle: PageHandle = { hydrate: false, site: "public", scripts: ["/site/site.js"] };

export const loader = ({ request }: LoaderFunctionArgs) => publicFrame(request);

export const headers = publicHeaders;

export default function PublicSite() {
  const frame = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <PublicLayout frame={frame} path={pathname}>
      <Outlet />
    </PublicLayout>
  );
}
