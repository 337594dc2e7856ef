import { Alert, Box, Button, Group, Image, PasswordInput, TextInput, Title } from "@mantine/core";
import { IconEye, IconEyeOff, IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText, type UserMessage } from "~/lib/messages";
import classes from "./AuthLayout.module.css";
import type { InputConstraint } from "~/resources/constraints";

/** What an auth action answers when it does not redirect. */
export interface AuthActionData {
  intent?: string;
  /** Submitted values worth keeping (never passwords), for the re-rendered form. */
  values?: Record<string, string>;
  formError?: UserMessage;
  fieldErrors?: Record<string, string>;
  notice?: UserMessage;
  /** Seconds before another SMS code may be asked for. */
  smsWait?: number;
}

/** An input's attributes from the contract rule the server checks it with (`authInputs`). */
export type InputRule = InputConstraint;

/**
 * Field errors are provider texts from the contract, or keys of our own `errors` catalogue
 * where the provider has no fitting text; show them in the user's language.
 */
export function useFieldError(data: AuthActionData | undefined) {
  const text = useMessageText();
  return (field: string) => {
    const message = data?.fieldErrors?.[field];
    if (!message) return undefined;
    return text(message.startsWith("errors.") ? { key: message } : { text: message });
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
export function NewPasswordFields({
  name,
  label,
  rule,
  fieldError,
}: {
  name: string;
  label: string;
  rule: InputRule;
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput label={label} name={name} autoComplete="new-password" {...rule} error={fieldError(name)} />
      <PasswordInput
        label={t("auth.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        {...rule}
        error={fieldError("confirmPassword")}
      />
    </>
  );
}

/** Public forms carry a honeypot: off-screen and silent for people and their screen readers, filled in by bots. */
export function Honeypot() {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

function newCaptchaKey(): string {
  return crypto.randomUUID();
}

/** Image captcha: the picture, a refresh button and the answer field; the key travels hidden. */
export function CaptchaField({ initialKey, rule, error }: { initialKey: string; rule: InputRule; error?: string }) {
  const { t } = useTranslation();
  // The answer belongs to one picture: a new picture (refresh, or a new key after a failed post) empties it.
  const [captcha, setCaptcha] = useState({ key: initialKey, answer: "" });
  useEffect(() => setCaptcha({ key: initialKey, answer: "" }), [initialKey]);
  return (
    <>
      <input type="hidden" name="captchaKey" value={captcha.key} data-captcha-key />
      <TextInput
        label={t("auth.captcha")}
        name="charCaptcha"
        data-captcha-answer
        autoComplete="off"
        {...rule}
        value={captcha.answer}
        onChange={(event) => {
          const answer = event.currentTarget.value;
          setCaptcha((current) => ({ ...current, answer }));
        }}
        error={error}
        inputContainer={(input) => (
          <InputWithAction input={input}>
            <Image src={`/captcha.svg?key=${captcha.key}`} alt={t("auth.captchaAlt")} w={110} h={36} fit="contain" data-testid="captcha-image" />
            <Button
              variant="subtle"
              px={8}
              aria-label={t("auth.refreshCaptcha")}
              title={t("auth.refreshCaptcha")}
              data-captcha-refresh
              onClick={() => setCaptcha({ key: newCaptchaKey(), answer: "" })}
            >
              <IconRefresh size={18} aria-hidden />
            </Button>
          </InputWithAction>
        )}
      />
    </>
  );
}

/**
 * The password's visibility toggle as both pictures, the one shown following the button's
 * `aria-pressed`: a page without React (the login page) can then switch it from its script.
 */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <span className={classes.visibility} data-reveal={reveal}>
      <IconEye size={16} aria-hidden data-shown="false" />
      <IconEyeOff size={16} aria-hidden data-shown="true" />
    </span>
  );
}

/** An input with its buttons on the same line; the label sits above and the error below both. */
function InputWithAction({ input, children }: { input: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Box flex={1}>{input}</Box>
      {children}
    </Group>
  );
}

/**
 * SMS code with its send button. The button submits the enclosing form with intent
 * `sendSms` (so it works without JavaScript); each answer that names a wait starts the
 * countdown, also when the provider refused because a code went out before a reload.
 */
export function SmsCodeField({ answer, rule, error }: { answer?: AuthActionData; rule: InputRule; error?: string }) {
  const { t } = useTranslation();
  // Drawn counting already, so a page without React (the login page) starts its countdown from the HTML.
  const [seconds, setSeconds] = useState(answer?.smsWait ?? 0);
  useEffect(() => {
    if (answer?.smsWait) setSeconds(answer.smsWait);
  }, [answer]);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <TextInput
      label={t("auth.smsCode")}
      name="smsCaptcha"
      autoComplete="one-time-code"
      inputMode="numeric"
      {...rule}
      error={error}
      inputContainer={(input) => (
        <InputWithAction input={input}>
          <Button
            type="submit"
            name="intent"
            value="sendSms"
            variant="default"
            disabled={seconds > 0}
            formNoValidate
            data-sms-wait={seconds}
            data-label-send={t("auth.sendCode")}
            data-label-wait={t("auth.resendIn", { seconds: "{seconds}" })}
          >
            {seconds > 0 ? t("auth.resendIn", { seconds }) : t("auth.sendCode")}
          </Button>
        </InputWithAction>
      )}
    />
  );
}
