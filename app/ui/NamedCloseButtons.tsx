import { MantineThemeProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * Every dialog's, drawer's and toast's close button named in the reader's language, whichever
 * screen opened it: an unnamed "×" is a button a screen reader cannot tell apart. A screen that
 * words its own (the menu drawer's "Close menu") still does.
 */
export function NamedCloseButtons({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => {
    const named = { defaultProps: { closeButtonProps: { "aria-label": t("kit.close") } } };
    return { components: { Modal: named, Drawer: named, Notification: named } };
  }, [t]);
  return (
    <MantineThemeProvider theme={theme} inherit>
      {children}
    </MantineThemeProvider>
  );
}
