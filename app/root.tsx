// Mantine's base styles; each component's own stylesheet comes with the chunk that draws it (vite.config.ts).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { memo, useContext, useEffect, useMemo } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_RemixContext, useMatches, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
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
import { useStylesheetText } from "./inline-styles";
import { pageOf, useRelease } from "./release";

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
    // HTML only (the public site, the login page): no React, no i18n payload, just the route's own scripts.
    return (
      <html lang={htmlLang(locale)} data-site={page.site} {...mantineHtmlProps}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {release ? <meta name="release" content={release} /> : null}
          <Meta />
          <StylesInPage />
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

/**
 * A page without React links no stylesheet (decision 0040): the matched routes' stylesheets are
 * written into its head, so its first paint waits for no request; their other links (the icon)
 * stay links. Where the server has no text for a stylesheet, it is linked as `<Links />` would.
 */
function StylesInPage() {
  const remix = useContext(UNSAFE_RemixContext);
  const text = useStylesheetText();
  const nonce = useNonce();
  const matches = useMatches();
  if (!remix) return <Links />;
  const hrefs = [...new Set(matches.flatMap((match) => remix.manifest.routes[match.id]?.css ?? []))];
  const links = matches.flatMap((match) => remix.routeModules[match.id]?.links?.() ?? []);
  return (
    <>
      {hrefs.map((href) => {
        const css = text?.(href);
        return css === undefined ? <link key={href} rel="stylesheet" href={href} /> : <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />;
      })}
      {links.map((link) => ("page" in link ? null : <link key={`${link.rel} ${link.href}`} {...link} />))}
    </>
  );
}

/** The matched routes' handles merged (`pageOf`). */
function usePageHandle() {
  return pageOf(useMatches().map((match) => match.handle));
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  const page = usePageHandle();
  useSyncLanguage(root?.locale);
  useRouteTexts();
  // Every hook runs on every page, so a page without React (hydrate: false) drawn in the browser
  // after all keeps the hooks' order; effects never run on the server.
  useTimeZoneSync();
  const timeZone = usePageTimeZone();
  // Marks the end of hydration (effects ran), which browser tests wait for before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (page.hydrate === false) return <Outlet />;
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

