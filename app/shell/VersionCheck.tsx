import { notifications } from "@mantine/notifications";
import { memo, useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { VERSION_CHECK_MS } from "~/lib/constants";
import { sameScripts, scriptList } from "./version-check";

interface VersionCheckOptions {
  /** A page whose script list changes with every release (SPEC §4: the home page). */
  url?: string;
  intervalMs?: number;
  /** Time to read the alert before the page reloads. */
  reloadDelayMs?: number;
}

/** Polls the home page; when its scripts change, says so once and reloads onto the new release. */
export function useVersionCheck({ url = "/swylgateway", intervalMs = VERSION_CHECK_MS, reloadDelayMs = 3_000 }: VersionCheckOptions = {}) {
  const { t } = useTranslation();

  useEffect(() => {
    let baseline: string[] | null = null;
    let stopped = false;
    let reload: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const response = await fetch(url, { cache: "no-store" });
        if (!response.ok) return;
        const scripts = scriptList(await response.text());
        if (stopped) return;
        if (!baseline) {
          baseline = scripts;
          return;
        }
        if (sameScripts(baseline, scripts)) return;
        // Two slow checks may both see the change: only the first alerts.
        stopped = true;
        clearInterval(timer);
        notifications.show({ id: "new-version", message: t("widgets.updated"), autoClose: false, withCloseButton: false });
        reload = setTimeout(() => window.location.reload(), reloadDelayMs);
      } catch {
        // Offline or the server is restarting during a deploy: the next tick asks again.
      }
    };

    const timer = setInterval(check, intervalMs);
    // The baseline waits until the page is idle: the home page's render never competes with the page's own first work.
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(() => void check(), { timeout: 2_000 }) : undefined;
    const first = idle === undefined ? setTimeout(() => void check(), 500) : undefined;
    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(reload);
      clearTimeout(first);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [url, intervalMs, reloadDelayMs, t]);
}

export const VersionCheck = memo(function VersionCheck(options: VersionCheckOptions) {
  useVersionCheck(options);
  return null;
});
