import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

interface LoadSaveBodyProps {
  /** The load was refused: say so and offer to ask again. */
  failed: boolean;
  /** What was loaded is in; until then a spinner. */
  ready: boolean;
  saving: boolean;
  onRetry: () => void;
  onSave: () => void;
  onClose: () => void;
  /** The choices, drawn only once they are loaded. */
  children: () => ReactNode;
}

/** The inside of a dialog that loads its choices and saves them: loading, refused, or the choices with Cancel and Save. */
export function LoadSaveBody({
  failed,
  ready,
  saving,
  onRetry,
  onSave,
  onClose,
  children,
}: LoadSaveBodyProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Group justify="space-between" p="md" data-testid="dialog-load-failed">
        <Text size="sm" c="red.8">
          {t("kit.loadFailed")}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("kit.cancel")}
          </Button>
          <Button onClick={onRetry}>{t("kit.retry")}</Button>
        </Group>
      </Group>
    );
  }
  if (!ready) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
        <Text size="sm">{t("kit.loading")}</Text>
      </Group>
    );
  }
  return (
    <Stack>
      {children()}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("kit.cancel")}
        </Button>
        <Button onClick={onSave} loading={saving}>
          {t("kit.save")}
        </Button>
      </Group>
    </Stack>
  );
}
