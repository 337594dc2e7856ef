import { Alert, Anchor, Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useEffect } from "react";
import type { AppInfo } from "#contract/jobs/app";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { DialogButtons } from "~/ui/DialogButtons";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { useReturnFocus } from "./use-return-focus";

/** A dialog's fetcher that closes it once its act succeeded; refusals stay inside it. */
function useAppFetcher(name: string, onClose: () => void) {
  const fetcher = useDialogFetcher(name);
  const result = fetcher.data as (ActionResult & { fieldErrors?: Record<string, string> }) | undefined;
  useActionFeedback(result, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) onClose();
  }, [fetcher.state, result]);
  return { fetcher, refused: fetcher.state === "idle" ? (result?.fieldErrors ?? {}) : {} };
}

/** A new app (without `app`) or the app's name, description and worker pool. */
export function AppForm({ app, onClose }: { app?: AppInfo; onClose: () => void }) {
  useReturnFocus();
  const { t } = useTranslation();
  const text = useMessageText();
  const word = (key: string, values?: Record<string, string>) => t(`resources.jobs.apps.${key}`, values);
  const { fetcher, refused } = useAppFetcher("app-save", onClose);
  const error = (field: string) => (refused[field] ? text({ text: refused[field] }) : undefined);
  return (
    <Modal opened onClose={onClose} title={app ? word("title", { name: app.appName }) : word("add")} closeButtonProps={{ "aria-label": t("kit.close") }}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="saveApp" />
        {app ? <input type="hidden" name="id" value={app.id} /> : null}
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <TextInput name="appName" label={word("appName")} description={word("appNameHint")} defaultValue={app?.appName} maxLength={64} required error={error("appName")} data-autofocus />
          <Textarea name="description" label={word("description")} defaultValue={app?.description ?? ""} maxLength={200} autosize minRows={2} error={error("description")} />
          <NumberInput name="workerCount" label={word("workerCount")} defaultValue={app?.workerCount ?? 2} min={1} max={8} allowDecimal={false} allowNegative={false} required error={error("workerCount")} />
          <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} act={t("resources.jobs.jobs.save")} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** Deletes an app without jobs; for one with jobs it says why it cannot and leads to them (the provider refuses it too). */
export function DeleteAppDialog({ app, onClose }: { app: AppInfo; onClose: () => void }) {
  useReturnFocus();
  const { t } = useTranslation();
  const word = (key: string, values?: Record<string, string | number>) => t(`resources.jobs.apps.${key}`, values);
  const { fetcher } = useAppFetcher("app-delete", onClose);
  const hasJobs = app.jobCount > 0;
  return (
    <Modal opened onClose={onClose} title={word("delete")} closeButtonProps={{ "aria-label": t("kit.close") }}>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="deleteApp" />
        <input type="hidden" name="appId" value={app.id} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          {hasJobs ? (
            <Alert color="yellow" variant="light" role="alert" data-testid="app-has-jobs">
              <Stack gap={4}>
                {word("hasJobs", { name: app.appName, count: app.jobCount })}
                <Anchor component={Link} to={`/jobinfo?appId=${app.id}`}>
                  {word("openJobs")}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <Text>{word("deleteConfirm", { name: app.appName })}</Text>
          )}
          {hasJobs ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("kit.close")}
              </Button>
            </Group>
          ) : (
            <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} color="red" act={word("delete")} />
          )}
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
