import { Button, Group, Modal, Text } from "@mantine/core";
import { memo } from "react";
import { useTranslation } from "~/i18n/react";
import { dismissSessionExpired, useSessionExpired } from "./session-expired";

/** SPEC §8: Re-Login clears the token and reloads (the guard then asks to log in); Cancel stays. */
export const SessionExpiredDialog = memo(function SessionExpiredDialog() {
  const { t } = useTranslation();
  const opened = useSessionExpired();
  const reLogin = async () => {
    await fetch("/logout", { method: "POST", redirect: "manual" }).catch(() => undefined);
    window.location.reload();
  };
  return (
    <Modal opened={opened} onClose={dismissSessionExpired} title={t("shell.sessionExpiredTitle")} centered>
      <Text size="sm">{t("errors.sessionExpired")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={dismissSessionExpired}>
          {t("errors.cancel")}
        </Button>
        <Button onClick={reLogin}>{t("errors.reLogin")}</Button>
      </Group>
    </Modal>
  );
});
