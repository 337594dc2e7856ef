import type { AppEnv } from "~/env.server";

/**
 * What the home page's QR code opens: the public account where one is configured
 * (PUBLIC_ACCOUNT_URL), else this site's home, to carry on reading on a phone. It never claims
 * to be the public account when it is not.
 */
export interface HomeQr {
  kind: "publicAccount" | "site";
  url: string;
  /** The address as a caption shows it: host and path, no scheme. */
  shown: string;
}

export function homeQr(env: Pick<AppEnv, "PUBLIC_ACCOUNT_URL">, origin: string): HomeQr {
  const url = env.PUBLIC_ACCOUNT_URL ?? `${origin}/swylgateway`;
  const parsed = new URL(url);
  const shown = `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}${parsed.search}`;
  return { kind: env.PUBLIC_ACCOUNT_URL ? "publicAccount" : "site", url, shown };
}

/** The QR code of each address as SVG, drawn once (the library loads with the first one). */
const drawn = new Map<string, Promise<string>>();
export function qrSvgOf(url: string): Promise<string> {
  let svg = drawn.get(url);
  if (!svg) {
    if (drawn.size >= 16) drawn.clear();
    svg = import("qrcode").then(({ default: QRCode }) =>
      QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f1f35", light: "#ffffff" } }),
    );
    svg.catch(() => drawn.delete(url));
    drawn.set(url, svg);
  }
  return svg;
}
