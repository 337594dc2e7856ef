import { Button, Group, Modal } from "@mantine/core";
import type { Blocker } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

const H = "resources.formDesigner.header";

/** Asks before a navigation drops unsaved changes: stay (the default) or leave. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const open = blocker.state === "blocked";
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t(`${H}.unsaved`)} centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t(`${H}.stay`)}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t(`${H}.leave`)}
        </Button>
      </Group>
    </Modal>
  );
}
