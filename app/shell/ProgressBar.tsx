import "@mantine/nprogress/styles.css";
import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

/** SPEC §4: quick navigations and submissions show nothing; slower ones show the bar. */
const SHOW_AFTER_MS = 150;

/**
 * SPEC §4: a progress bar runs on every navigation and form submission (page or fetcher) and
 * finishes after it. It is fixed above the header, so it never takes room in the page.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const running = useRef(false);
  useEffect(() => {
    if (!busy) {
      if (running.current) nprogress.complete();
      running.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      running.current = true;
      nprogress.start();
    }, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return <NavigationProgress aria-label={t("layout.loading")} />;
}
