import { Alert, Button, Group, Image, PasswordInput, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SMS_RESEND_SECONDS } from "~/lib/constants";
import { useMessageText, type UserMessage } from "~/lib/messages";

/** What an auth action answers when it does not redirect. */
export interface AuthActionData {
  intent?: string;
  /** Submitted values worth keeping (never passwords), for the re-rendered form. */
  values?: Record<string, string>;
  formError?: UserMessage;
  fieldErrors?: Record<string, string>;
  notice?: UserMessage;
  smsSentTo?: string;
}

/** Field errors are provider texts from the contract; show them in the user's language. */
export function useFieldError(data: AuthActionData | undefined) {
  const text = useMessageText();
  return (field: string) => {
    const message = data?.fieldErrors?.[field];
    return message ? text({ text: message }) : undefined;
  };
}

export function FormMessage({ message, color = "red" }: { message?: UserMessage; color?: string }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <Alert color={color} role={color === "red" ? "alert" : "status"} variant="light" data-testid="form-message">
      {text(message)}
    </Alert>
  );
}

/** An auth screen's heading and the answer of its last submission (error or notice). */
export function AuthHeading({ title, data }: { title: string; data: AuthActionData | undefined }) {
  return (
    <>
      <Title order={1} size="h3" ta="center">
        {title}
      </Title>
      <FormMessage message={data?.formError} />
      <FormMessage message={data?.notice} color="green" />
    </>
  );
}

/** A new password and its confirmation; the server checks they match (SPEC §5). */
export function NewPasswordFields({ name, label, fieldError }: { name: string; label: string; fieldError: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput label={label} name={name} autoComplete="new-password" required error={fieldError(name)} />
      <PasswordInput
        label={t("auth.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={fieldError("confirmPassword")}
      />
    </>
  );
}

/** Public forms carry a honeypot: hidden from people, filled in by bots. */
export function Honeypot() {
  return (
    <VisuallyHidden>
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </VisuallyHidden>
  );
}

function newCaptchaKey(): string {
  return crypto.randomUUID();
}

/** Image captcha: the picture, a refresh button and the answer field; the key travels hidden. */
export function CaptchaField({ initialKey, error }: { initialKey: string; error?: string }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(initialKey);
  useEffect(() => setKey(initialKey), [initialKey]);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <input type="hidden" name="captchaKey" value={key} />
      <TextInput
        label={t("auth.captcha")}
        name="charCaptcha"
        autoComplete="off"
        maxLength={8}
        required
        error={error}
        style={{ flex: 1 }}
      />
      <Image src={`/captcha.svg?key=${key}`} alt={t("auth.captchaAlt")} w={110} h={36} fit="contain" data-testid="captcha-image" />
      <Button
        variant="subtle"
        px={8}
        aria-label={t("auth.refreshCaptcha")}
        title={t("auth.refreshCaptcha")}
        onClick={() => setKey(newCaptchaKey())}
      >
        <IconRefresh size={18} aria-hidden />
      </Button>
    </Group>
  );
}

/**
 * SMS code with its send button. The button submits the enclosing form with intent
 * `sendSms` (so it works without JavaScript); after a send it counts down 60 s (SPEC-style).
 */
export function SmsCodeField({ sentTo, error }: { sentTo?: string; error?: string }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (sentTo) setSeconds(SMS_RESEND_SECONDS);
  }, [sentTo]);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t("auth.smsCode")}
        name="smsCaptcha"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        error={error}
        style={{ flex: 1 }}
      />
      <Button type="submit" name="intent" value="sendSms" variant="default" disabled={seconds > 0} formNoValidate>
        {seconds > 0 ? t("auth.resendIn", { seconds }) : t("auth.sendCode")}
      </Button>
    </Group>
  );
}
