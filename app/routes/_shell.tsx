import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { authInputs } from "~/auth/forms.server";
import { visitorNotFoundOf } from "~/auth/not-found";
import { visitorNotFound } from "~/auth/not-found.server";
import { requireSession, shellData } from "~/auth/session.server";
import { readToken } from "~/auth/token-cookie.server";
import { parseAppEnv } from "~/env.server";
import type { loader as rootLoader } from "~/root";
import { currentArea } from "~/shell/areas";
import { menuPageOf } from "~/shell/menu";
import { pageTitle } from "~/shell/page-title";
import { Shell } from "~/shell/Shell";
import { DEFAULT_SETTINGS } from "~/shell/settings";
import { RootErrorPage } from "~/ui/ErrorPage";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { keepShellOnNavigation } from "~/shell/revalidation";

/** The navigation guard (SPEC §4) runs here, on the server, before any logged-in screen. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // A path no screen owns, asked without a session: a mistyped address, not a reason to log in
  // (its own loader, _shell.$, answers the same, since a redirect from either would win).
  if (params["*"] !== undefined && readToken(request) === null) throw visitorNotFound(request);
  const session = await requireSession(request);
  const env = parseAppEnv(process.env);
  const shell = shellData(session, i18nServer.getLocale(request) as Language);
  const area = currentArea(shell.menu, menuPageOf(shell.menu, new URL(request.url).pathname), request.headers.get("Cookie"));
  const t = i18nServer.getFixedT(request);
  const titles = { app: t("app.name"), pages: { "/workbench": t("tags.workbench"), "/profile/index": t("profile.title") } };
  return { ...shell, titles, notices: session.notices, area, embedAllowedOrigins: env.EMBED_ALLOWED_ORIGINS, versionCheckMs: env.VERSION_CHECK_MS, passwordMaxLength: authInputs.password.maxLength };
}

/** Every logged-in page is titled by its menu entry, in the page's language (pages may not override it). */
export const meta: MetaFunction<typeof loader> = ({ data, location, error }) => [
  { title: data ? pageTitle(data.menu, menuPageOf(data.menu, location.pathname), data.titles) : (visitorNotFoundOf(error)?.title ?? "Trade Platform") },
];

const DEFAULT_PREFERENCES = { settings: DEFAULT_SETTINGS, size: "default" as const, sidebarOpened: true };

export default function ShellLayout() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // The root's loader runs on every navigation (it reads the flash message); its preferences keep
  // their object while their content is the same, so the memoised shell is not drawn again.
  const preferencesJson = JSON.stringify(root?.preferences ?? DEFAULT_PREFERENCES);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, on purpose
  const preferences = useMemo(() => root?.preferences ?? DEFAULT_PREFERENCES, [preferencesJson]);
  // One element for the shell's whole life: the outlet follows the router by itself, and the
  // memoised shell is not drawn again for each of the router's states (decision 0038).
  const outlet = useMemo(() => <Outlet />, []);
  return (
    <Shell
      user={data.user}
      menu={data.menu}
      area={data.area}
      notices={data.notices}
      preferences={preferences}
      embedAllowedOrigins={data.embedAllowedOrigins}
      versionCheckMs={data.versionCheckMs}
      passwordMaxLength={data.passwordMaxLength}
      logo={data.logo}
    >
      {outlet}
    </Shell>
  );
}

export function ErrorBoundary() {
  return <RootErrorPage />;
}

export const shouldRevalidate = keepShellOnNavigation;
