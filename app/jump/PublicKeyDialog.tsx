import { Button, Code, CopyButton, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";

/** The public key the system's administrator installs to check the platform's tokens. */
export function PublicKeyDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  const key = String(record.publicKey ?? "");
  return (
    <Modal opened onClose={onClose} title={t("resources.jumpManagement.publicKeyTitle", { name: String(record.systemName ?? "") })} size="lg" closeButtonProps={{ "aria-label": t("kit.close") }}>
      <Text size="sm" mb="sm">
        {t("resources.jumpManagement.publicKeyHelp")}
      </Text>
      <Code block data-testid="public-key">
        {key}
      </Code>
      <Group justify="flex-end" mt="md">
        <CopyButton value={key}>{({ copied, copy }) => <Button onClick={copy}>{t(copied ? "resources.jumpManagement.copied" : "resources.jumpManagement.copy")}</Button>}</CopyButton>
      </Group>
    </Modal>
  );
}

