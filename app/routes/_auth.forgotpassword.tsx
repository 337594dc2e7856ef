import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { randomUUID } from "node:crypto";
import { useTranslation } from "~/i18n/react";
import { providerMessages } from "#contract/messages";
import { authInputs, resetFormSchema, retrieveFormSchema } from "~/auth/forms.server";
import { screenTitle } from "~/auth/page-title.server";
import { messageForError } from "~/auth/messages.server";
import { isSecureRequest, setFlash } from "~/lib/flash.server";
import { formValues, isSpam, validate } from "~/lib/form.server";
import { provider, ProviderError, resetPassword, retrievePassword } from "~/provider/index.server";
import { AuthHeading, CaptchaField, Honeypot, NewPasswordFields, useFieldError, type AuthActionData } from "~/ui/AuthForm";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export function loader({ request }: LoaderFunctionArgs) {
  return data({ captchaKey: randomUUID(), inputs: authInputs, title: screenTitle(request, "auth.forgotTitle") });
}

/** An unknown address is answered like a known one, so the form never tells who has an account. */
function unlessUnknownEmail(error: unknown) {
  if (!(error instanceof ProviderError && error.message === providerMessages.emailNotFound)) throw error;
}

/** Two steps: send a reset code to the account's e-mail, then set a new password with it. */
export async function action({ request }: ActionFunctionArgs): Promise<AuthActionData | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "request");
  if (isSpam(form)) return { intent, formError: { key: "errors.spam" } };
  const values = formValues(form);
  const kept = { tenantCode: values.tenantCode ?? "", email: values.email ?? "" };
  const client = provider();
  try {
    if (intent === "reset") {
      const parsed = validate(resetFormSchema, values);
      if (!parsed.ok) return { intent, values: kept, fieldErrors: parsed.fieldErrors };
      const { confirmPassword: _confirm, ...body } = parsed.data;
      await resetPassword(client, body);
      const flash = await setFlash({ kind: "success", key: "auth.passwordReset" }, isSecureRequest(request));
      return redirectDocument("/login", { headers: { "Set-Cookie": flash } });
    }
    const parsed = validate(retrieveFormSchema, values);
    if (!parsed.ok) return { intent, values: kept, fieldErrors: parsed.fieldErrors };
    const { tenantCode, email, charCaptcha, captchaKey } = parsed.data;
    await retrievePassword(client, { tenantCode, email, charCaptcha, key: captchaKey }).catch(unlessUnknownEmail);
    return { intent: "reset", values: kept, notice: { key: "auth.resetCodeSent" } };
  } catch (error) {
    return { intent, values: kept, formError: messageForError(error) };
  }
}

export default function ForgotPassword() {
  const { captchaKey, inputs } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AuthActionData | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const fieldError = useFieldError(result);
  const kept = result?.values ?? {};
  const step = result?.intent === "reset" ? "reset" : "request";
  return (
    <Stack gap="md">
      <AuthHeading title={t("auth.forgotTitle")} data={result} />
      {step === "request" ? (
        <Form method="post" noValidate key="request">
          <Honeypot />
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("auth.forgotIntro")}
            </Text>
            <TextInput label={t("auth.tenantCode")} name="tenantCode" defaultValue={kept.tenantCode || "10001"} {...inputs.tenantCode} error={fieldError("tenantCode")} />
            <TextInput label={t("auth.email")} name="email" type="email" defaultValue={kept.email} autoComplete="email" {...inputs.email} error={fieldError("email")} />
            <CaptchaField initialKey={captchaKey} rule={inputs.captcha} error={fieldError("charCaptcha")} />
            <Button type="submit" name="intent" value="request" loading={navigation.state !== "idle"} fullWidth>
              {t("auth.sendResetCode")}
            </Button>
          </Stack>
        </Form>
      ) : (
        <Form method="post" noValidate key="reset">
          <Honeypot />
          <input type="hidden" name="tenantCode" value={kept.tenantCode} />
          <input type="hidden" name="email" value={kept.email} />
          <Stack gap="sm">
            <TextInput label={t("auth.resetCode")} name="resetCode" inputMode="numeric" autoComplete="one-time-code" {...inputs.resetCode} error={fieldError("resetCode")} />
            <NewPasswordFields name="newPassword" label={t("auth.newPassword")} rule={inputs.password} fieldError={fieldError} />
            <Button type="submit" name="intent" value="reset" loading={navigation.state !== "idle"} fullWidth>
              {t("auth.resetPassword")}
            </Button>
          </Stack>
        </Form>
      )}
      <Anchor component={Link} to="/login" reloadDocument size="sm" ta="center">
        {t("auth.backToLogin")}
      </Anchor>
    </Stack>
  );
}
