import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useActionFeedback } from "~/shell/action-feedback";
import { useDialogFetcher } from "./dialog-fetchers";
import { DialogAlert } from "./DialogAlert";

/** One block of a secret's dialog: what it is, and its text for the reader to copy. */
export interface SecretBlock {
  label?: string;
  value: string;
  testId: string;
}

/**
 * A secret shown once (an app client's, an API user's), with a copy button for the last block:
 * closing the dialog forgets it. Its words are the screen's `resources.<name>.secret.*`.
 */
export function SecretShown({ resource, once, blocks, onClose }: { resource: string; once: string; blocks: readonly SecretBlock[]; onClose: () => void }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`resources.${resource}.secret.${key}`);
  const secret = blocks[blocks.length - 1]!;
  return (
    <Modal opened onClose={onClose} title={s("title")} size="lg" closeButtonProps={{ "aria-label": t("kit.close") }}>
      <Stack gap="sm">
        <Text size="sm">{once}</Text>
        {blocks.map((block) => (
          <Stack key={block.testId} gap={4}>
            {block.label && (
              <Text size="sm" fw={600}>
                {block.label}
              </Text>
            )}
            <Code block data-testid={block.testId}>
              {block.value}
            </Code>
          </Stack>
        ))}
        <Group justify="flex-end">
          <CopyButton value={secret.value}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? s("copied") : s("copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("kit.confirm")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Asks before making a record a new secret (the old one stops working at once), then shows the
 * new one through `shown`, which reads the action's answer (undefined while there is none).
 */
export function RenewSecretDialog<S>({
  resource,
  title,
  question,
  submission,
  read,
  shown,
  onClose,
}: {
  resource: string;
  title: string;
  question: string;
  submission: Record<string, string>;
  read: (data: unknown) => S | undefined;
  shown: (secret: S) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useDialogFetcher(`${resource}-renew-secret`);
  useActionFeedback(fetcher.data, { inDialog: true });
  const made = fetcher.data?.ok ? read(fetcher.data.data) : undefined;
  if (made !== undefined) return shown(made);
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ "aria-label": t("kit.close") }}>
      <DialogAlert fetcher={fetcher} />
      <Text>{question}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t("kit.cancel")}
        </Button>
        <Button color="red" loading={fetcher.state !== "idle"} onClick={() => fetcher.submit(submission, { method: "post" })}>
          {t(`resources.${resource}.secret.make`)}
        </Button>
      </Group>
    </Modal>
  );
}
