import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "./action-feedback";

/** Change password (SPEC §5, §7): old, new, confirm; the mismatch warning shows before any call. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useFetcher<ActionResult>();
  const [mismatch, setMismatch] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionFeedback(result);
  useEffect(() => {
    if (result?.ok) onClose();
  }, [result, onClose]);
  const fieldError = (name: string) => {
    const message = result?.fieldErrors?.[name];
    return message ? text({ text: message }) : undefined;
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("shell.changePassword")} centered>
      <fetcher.Form
        method="post"
        action="/account/password"
        data-no-draft
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          const differs = data.get("newPassword") !== data.get("confirmPassword");
          setMismatch(differs);
          if (differs) event.preventDefault();
        }}
      >
        <Stack gap="sm">
          {mismatch ? (
            <Alert color="yellow" role="alert" variant="light">
              {t("errors.passwordMismatch")}
            </Alert>
          ) : null}
          <PasswordInput label={t("shell.oldPassword")} name="password" autoComplete="current-password" maxLength={31} required error={fieldError("password")} />
          <PasswordInput label={t("shell.newPassword")} name="newPassword" autoComplete="new-password" maxLength={31} required error={fieldError("newPassword")} />
          <PasswordInput
            label={t("shell.confirmPassword")}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={31}
            required
            error={fieldError("confirmPassword")}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("errors.cancel")}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {t("shell.save")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
