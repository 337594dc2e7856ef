import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** SPEC §4: a progress bar runs on every navigation and finishes after it. */
export function ProgressBar() {
  const navigation = useNavigation();
  const running = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      running.current = true;
      nprogress.start();
    } else if (running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [navigation.state]);
  return <NavigationProgress aria-label="Loading" />;
}
