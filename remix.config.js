/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Flat routes treat every file in app/routes as a route: keep styles and tests out.
  ignoredRouteFiles: ["**/.*", "**/*.css", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
