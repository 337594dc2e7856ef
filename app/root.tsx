// Mantine's base styles; each component's own stylesheet comes with the chunk that draws it (vite.config.ts).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { memo, useEffect, useMemo } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { i18nServer } from "./i18n/i18n.server";
import { htmlLang } from "./i18n/config";
import { I18nScript, useRouteTexts, useSyncLanguage } from "./i18n/payload";
import type { Language } from "./lib/constants";
import { readFlash } from "./lib/flash.server";
import { FlashMessage } from "./ui/FlashMessage";
import { NamedCloseButtons } from "./ui/NamedCloseButtons";
import { Toasts } from "./ui/Toasts";
import { RootErrorPage } from "./ui/ErrorPage";
import { isPreview } from "./shell/revalidation";
import { buildTheme, cssVariablesResolver } from "./theme";
import { displayPreferences } from "./shell/settings";
import { timeZoneOf } from "./lib/time-zone";
import { TimeZoneContext, usePageTimeZone, useTimeZoneSync } from "./lib/use-time-zone";
import { useNonce } from "./nonce";
import { type PageHandle, useRelease } from "./release";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico" },
];

export const meta: MetaFunction = () => [{ title: "Trade Platform" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = i18nServer.getLocale(request) as Language;
  const { flash, clear } = await readFlash(request);
  const preferences = displayPreferences(request.headers.get("Cookie"));
  const timeZone = timeZoneOf(request.headers.get("Cookie"));
  return data({ locale, flash, preferences, timeZone }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => (isPreview(formData) ? false : defaultShouldRevalidate);

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? "en";
  const themeColor = root?.preferences.settings.themeColor;
  const size = root?.preferences.size;
  const theme = useMemo(() => buildTheme(themeColor, size), [themeColor, size]);
  const nonce = useNonce();
  const page = usePageHandle();
  const release = useRelease();
  if (page.hydrate === false) {
    // HTML only (the public site): no React, no i18n payload, just the route's own scripts.
    return (
      <html lang={htmlLang(locale)} data-site={page.site} {...mantineHtmlProps}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {release ? <meta name="release" content={release} /> : null}
          <Meta />
          <Links />
          {page.scripts.map((src) => (
            <script key={src} src={release ? `${src}?v=${release}` : src} defer nonce={nonce} />
          ))}
        </head>
        <body>
          <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
            {children}
          </MantineProvider>
        </body>
      </html>
    );
  }
  return (
    <html lang={htmlLang(locale)} data-site={page.site} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
        <I18nScript nonce={nonce} />
      </head>
      <body>
        <ThemedPage theme={theme}>{children}</ThemedPage>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page inside the theme. Memoised: the layout renders again on every navigation (it reads the
 * matches), but the theme and the page element stay the same, so Mantine's CSS variables are not
 * worked out again each time (decision 0037).
 */
const ThemedPage = memo(function ThemedPage({ theme, children }: { theme: ReturnType<typeof buildTheme>; children: React.ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NamedCloseButtons>
        <Toasts />
        {children}
      </NamedCloseButtons>
    </MantineProvider>
  );
});

/** The matched routes' handles merged: the deepest says last; scripts add up. */
function usePageHandle(): Omit<PageHandle, "scripts"> & { scripts: string[] } {
  const matches = useMatches();
  const page: Omit<PageHandle, "scripts"> & { scripts: string[] } = { scripts: [] };
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    if (!handle) continue;
    if (handle.hydrate !== undefined) page.hydrate = handle.hydrate;
    if (handle.site) page.site = handle.site;
    for (const src of handle.scripts ?? []) if (!page.scripts.includes(src)) page.scripts.push(src);
  }
  return page;
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  const page = usePageHandle();
  useSyncLanguage(root?.locale);
  useRouteTexts();
  if (page.hydrate === false) return <Outlet />;
  useTimeZoneSync();
  const timeZone = usePageTimeZone();
  // Marks the end of hydration (effects ran), which browser tests wait for before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <TimeZoneContext.Provider value={timeZone}>
      <Outlet />
      {root?.flash ? <FlashMessage flash={root.flash} /> : null}
    </TimeZoneContext.Provider>
  );
}

export function ErrorBoundary() {
  return <RootErrorPage />;
}

