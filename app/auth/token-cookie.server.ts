import { readCookie } from "~/lib/cookies";

/** The provider token lives in an httpOnly cookie named `token` (SPEC §3); scripts never see it. */
export const TOKEN_COOKIE = "token";

export function readToken(request: Request): string | null {
  const value = readCookie(request.headers.get("Cookie"), TOKEN_COOKIE);
  return value && /^[A-Za-z0-9._~+/=-]{8,4096}$/.test(value) ? value : null;
}

export function hasTokenCookie(request: Request): boolean {
  return readToken(request) !== null;
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function tokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; ${attributes(secure)}`;
}

export function clearTokenCookie(secure: boolean): string {
  return `${TOKEN_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
