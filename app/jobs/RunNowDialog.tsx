import { Alert, Anchor, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { useReturnFocus } from "./use-return-focus";

interface RunNowDialogProps {
  title: string;
  /** The form's fields besides the parameters: intent and the ids the action needs. */
  fields: Record<string, string>;
  param: { name: string; label: string; description?: string };
  runLabel: string;
  /** Where the new instance is shown, and the link's words, from its id. */
  opened(id: string): { to: string; label: string };
  onClose(): void;
}

/**
 * Run now (a job or a workflow) with parameters. Once started the dialog says so and links to the
 * new instance, the link taking the focus: the page the user wants next is one key away.
 */
export function RunNowDialog({ title, fields, param, runLabel, opened, onClose }: RunNowDialogProps) {
  useReturnFocus();
  const { t } = useTranslation();
  const text = useMessageText();
  const run = useDialogFetcher("run-now");
  const answer = run.state === "idle" ? (run.data as (ActionResult & { data?: unknown }) | undefined) : undefined;
  const started = answer?.ok && typeof answer.data === "string" ? { id: answer.data, success: answer.success } : null;
  useActionFeedback(started ? undefined : run.data, { inDialog: true });
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (started) link.current?.focus();
  }, [started?.id]);
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ "aria-label": t("kit.close") }}>
      {started ? (
        <Stack>
          <Alert color="green" variant="light" role="status">
            <Stack gap={4}>
              {started.success ? text(started.success) : null}
              <Anchor component={Link} to={opened(started.id).to} ref={link}>
                {opened(started.id).label}
              </Anchor>
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.close")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <run.Form method="post">
          <Stack>
            <DialogAlert fetcher={run} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Textarea name={param.name} label={param.label} description={param.description} autosize minRows={2} maxLength={10_000} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("kit.cancel")}
              </Button>
              <Button type="submit" loading={run.state !== "idle"}>
                {runLabel}
              </Button>
            </Group>
          </Stack>
        </run.Form>
      )}
    </Modal>
  );
}
