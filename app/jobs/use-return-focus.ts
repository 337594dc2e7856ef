import { useEffect, useState } from "react";

/**
 * Gives the focus back to what held it when a dialog opened, once the dialog is gone. Mantine's
 * modals do so when `opened` turns false; these dialogs are unmounted instead, and the focus fell
 * to the page's body, leaving a keyboard user back at the top of the page.
 */
export function useReturnFocus() {
  // Read while the dialog first renders, before its focus trap moves the focus inside.
  const [opener] = useState(() => (typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (opener?.isConnected && lost) opener.focus();
      });
    },
    [opener],
  );
}
