import { Alert, Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "./action-feedback";
import { useSteadyFetcher } from "./steady";

const PASSWORD_FIELDS = [
  { name: "password", label: "shell.oldPassword", autoComplete: "current-password" },
  { name: "newPassword", label: "shell.newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", label: "shell.confirmPassword", autoComplete: "new-password" },
] as const;

/**
 * Change password (SPEC §5, §7): old, new, confirm; the mismatch warning shows before any call.
 * Empty fields get the app's translated inline messages from the server, not the browser's
 * untranslated bubbles, so the inputs are marked `aria-required` rather than `required`.
 */
export function ChangePasswordModal({ opened, onClose, passwordMaxLength }: { opened: boolean; onClose: () => void; passwordMaxLength?: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [fetcher, fetcherBridge] = useSteadyFetcher<ActionResult>();
  const [mismatch, setMismatch] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
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
    <>
      {fetcherBridge}
      <Modal
        opened={opened}
        onClose={onClose}
        title={t("shell.changePassword")}
        centered
        // The profile menu hands focus back to its button as it closes: take it back into the dialog,
        // unless the user already typed into one of its fields (their input must not jump).
        onEnterTransitionEnd={() => {
          if (!document.activeElement?.closest("[role='dialog']")) firstField.current?.focus();
        }}
      >
        <form
          method="post"
          action="/account/password"
          noValidate
          data-no-draft
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const differs = data.get("newPassword") !== data.get("confirmPassword");
            setMismatch(differs);
            if (!differs) void fetcher.submit(event.currentTarget, { method: "post", action: "/account/password" });
          }}
        >
          <Stack gap="sm">
            {mismatch ? (
              <Alert color="yellow" role="alert" variant="light">
                {t("errors.passwordMismatch")}
              </Alert>
            ) : null}
            {PASSWORD_FIELDS.map(({ name, label, autoComplete }, i) => (
              <PasswordInput
                key={name}
                ref={i === 0 ? firstField : undefined}
                data-autofocus={i === 0 || undefined}
                label={t(label)}
                name={name}
                autoComplete={autoComplete}
                maxLength={passwordMaxLength}
                withAsterisk
                aria-required
                error={fieldError(name)}
              />
            ))}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t("errors.cancel")}
              </Button>
              <Button type="submit" loading={fetcher.state !== "idle"}>
                {t("shell.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
