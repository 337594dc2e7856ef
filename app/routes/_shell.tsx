import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireSession, shellData } from "~/auth/session.server";
import { Shell } from "~/shell/Shell";
import { RootErrorPage } from "~/ui/ErrorPage";

/** The navigation guard (SPEC §4) runs here, on the server, before any logged-in screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  return shellData(session);
}

export default function ShellLayout() {
  const { user, menu } = useLoaderData<typeof loader>();
  return (
    <Shell user={user} menu={menu}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return <RootErrorPage />;
}
