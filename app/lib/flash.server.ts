import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import type { UserMessage } from "./messages";

/** A one-shot message carried across a redirect (e.g. the guard's 'Has Error'). */
export type Flash = UserMessage & { kind: "error" | "success" };


/**
 * Every app process must sign alike: server.ts's primary draws one secret for the machine's
 * processes when SESSION_SECRET is unset; machines behind a load balancer share SESSION_SECRET
 * (required with REDIS_URL, env.server.ts).
 */
const secret = process.env.SESSION_SECRET ?? randomBytes(32).toString("hex");

const flashCookie = createCookie("flash", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
  secrets: [secret],
});

export async function setFlash(flash: Flash, secure: boolean): Promise<string> {
  return flashCookie.serialize(flash, { secure });
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("flash=")) return { flash: null, clear: null };
  const value = (await flashCookie.parse(cookieHeader)) as Flash | null;
  return { flash: value && typeof value === "object" ? value : null, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}

/** Secure cookies behind HTTPS (directly or via a trusted proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
