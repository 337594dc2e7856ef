import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** In place of a dialog's content when its load was refused: say so, and offer to ask again. */
export function DialogLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
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
