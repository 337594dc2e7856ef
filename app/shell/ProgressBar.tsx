import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";

/** SPEC §4: a progress bar runs on every navigation and finishes after it. */
export function ProgressBar() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") nprogress.complete();
    else nprogress.start();
  }, [navigation.state]);
  return <NavigationProgress aria-label="Loading" />;
}
