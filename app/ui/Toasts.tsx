import "@mantine/notifications/styles.layer.css";
import type { Notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";

type ToastsComponent = typeof Notifications;

/**
 * Where toasts appear. The toast list (with its transitions and scroll lock classes, ~8 KiB gzip)
 * loads after the page is interactive instead of holding up the first visit: `notifications.show`
 * only writes to the store, and the list shows what the store holds once it mounts, so a toast
 * raised before then still appears. The server draws nothing here (toasts only ever follow a
 * browser event), so hydration agrees.
 */
export function Toasts() {
  const [List, setList] = useState<ToastsComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import("@mantine/notifications").then(({ Notifications }) => live && setList(() => Notifications));
    return () => {
      live = false;
    };
  }, []);
  // Beneath an open dialog (modals sit at 200): a fading toast never covers the button the user reaches for; dialogs show their own refusals.
  // Its close buttons are named by NamedCloseButtons, around it in the root.
  return List ? <List position="top-center" zIndex={190} /> : null;
}
