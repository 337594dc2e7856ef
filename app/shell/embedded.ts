import { useNavigate } from "@remix-run/react";
import { memo, useEffect } from "react";
import { isSitePath } from "~/auth/access";
import { recordError } from "./error-log";

/** SPEC §2 embedded mode: a parent frame sends `{ action: "/route?query" }` (or that as JSON) to navigate. */
export type EmbeddedDecision = { ok: true; path: string } | { ok: false; reason: "origin" | "payload" };

// Browsers drop tabs and newlines when parsing a URL, so "/\t/evil.example" would become protocol-relative.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function actionOf(data: unknown): unknown {
  let payload = data;
  if (typeof payload === "string") {
    try {
      payload = JSON.parse(payload);
    } catch {
      return undefined;
    }
  }
  return typeof payload === "object" && payload !== null ? (payload as { action?: unknown }).action : undefined;
}

/** Obeys only exactly listed origins, and only for a path on this site. */
export function embeddedAction(event: { origin: string; data: unknown }, allowedOrigins: readonly string[]): EmbeddedDecision {
  if (!allowedOrigins.includes(event.origin)) return { ok: false, reason: "origin" };
  const action = actionOf(event.data);
  if (!isSitePath(action) || CONTROL_CHARACTER.test(action)) return { ok: false, reason: "payload" };
  return { ok: true, path: action };
}

/** Inside an iframe, navigates on the parent's messages; refusals go to the console and the error log. */
export function useEmbeddedNavigation(allowedOrigins: readonly string[]): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (window.self === window.top) return;
    const onMessage = (event: MessageEvent) => {
      // Extensions and dev tools post to this window too; only the parent frame speaks to us.
      if (event.source !== window.parent) return;
      const decision = embeddedAction(event, allowedOrigins);
      if (decision.ok) {
        navigate(decision.path);
        return;
      }
      console.info("[embedded] ignored message from", event.origin, decision.reason);
      recordError({
        message: `Ignored a message from ${event.origin || "an unknown origin"} (${decision.reason})`,
        info: "embedded: refused",
        url: window.location.href,
        stack: "",
      });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [allowedOrigins, navigate]);
}

export const EmbeddedBridge = memo(function EmbeddedBridge({ allowedOrigins }: { allowedOrigins: readonly string[] }) {
  useEmbeddedNavigation(allowedOrigins);
  return null;
});
