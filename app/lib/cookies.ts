/** Reads one plain (unsigned, unencoded) cookie such as `language`, `size` or `sidebarStatus`. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function languageCookieValue(header: string | null | undefined): string | null {
  return readCookie(header, "language");
}

/** The `language` cookie (SPEC §3), kept a year; readable by the page (not httpOnly). */
export function languageCookie(language: string): string {
  return `language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
