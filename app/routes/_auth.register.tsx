import { Anchor, Button, Stack, TextInput } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authInputs, registerFormSchema } from "~/auth/forms.server";
import { screenTitle } from "~/auth/page-title.server";
import { messageForError } from "~/auth/messages.server";
import { sendSmsCode } from "~/auth/sms.server";
import { isSecureRequest, setFlash } from "~/lib/flash.server";
import { formValues, isSpam, validate } from "~/lib/form.server";
import { provider, registerAccount } from "~/provider/index.server";
import { AuthHeading, Honeypot, NewPasswordFields, SmsCodeField, useFieldError, type AuthActionData } from "~/ui/AuthForm";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export function loader({ request }: LoaderFunctionArgs) {
  return { inputs: authInputs, title: screenTitle(request, "auth.registerTitle") };
}

export async function action({ request }: ActionFunctionArgs): Promise<AuthActionData | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "register");
  if (isSpam(form)) return { intent, formError: { key: "errors.spam" } };
  const values = formValues(form);
  const kept = {
    tenantCode: values.tenantCode ?? "",
    username: values.username ?? "",
    email: values.email ?? "",
    mobile: values.mobile ?? "",
    invitationCode: values.invitationCode ?? "",
  };
  const client = provider();
  try {
    if (intent === "sendSms") return await sendSmsCode(values, kept);
    const parsed = validate(registerFormSchema, values);
    if (!parsed.ok) return { intent, values: kept, fieldErrors: parsed.fieldErrors };
    const { confirmPassword: _confirm, ...body } = parsed.data;
    await registerAccount(client, body);
  } catch (error) {
    return { intent, values: kept, formError: messageForError(error) };
  }
  // Without the tenant's invitation code the account waits for the tenant administrator.
  const key = kept.invitationCode.trim() ? "auth.registered" : "auth.registeredPending";
  const flash = await setFlash({ kind: "success", key }, isSecureRequest(request));
  return redirectDocument("/login", { headers: { "Set-Cookie": flash } });
}

export default function Register() {
  const { inputs } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as AuthActionData | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const fieldError = useFieldError(data);
  const kept = data?.values ?? {};
  return (
    <Stack gap="md">
      <AuthHeading title={t("auth.registerTitle")} data={data} />
      <Form method="post" noValidate>
        <Honeypot />
        <Stack gap="sm">
          <TextInput label={t("auth.tenantCode")} name="tenantCode" defaultValue={kept.tenantCode || "10001"} {...inputs.tenantCode} error={fieldError("tenantCode")} />
          <TextInput label={t("auth.username")} name="username" defaultValue={kept.username} autoComplete="username" {...inputs.username} error={fieldError("username")} />
          <NewPasswordFields name="password" label={t("auth.password")} rule={inputs.password} fieldError={fieldError} />
          <TextInput label={t("auth.email")} name="email" type="email" defaultValue={kept.email} autoComplete="email" {...inputs.email} error={fieldError("email")} />
          <TextInput label={t("auth.mobile")} name="mobile" type="tel" defaultValue={kept.mobile} autoComplete="tel" {...inputs.mobile} error={fieldError("mobile")} />
          <TextInput
            label={t("auth.invitationCode")}
            description={t("auth.invitationCodeHint")}
            name="invitationCode"
            defaultValue={kept.invitationCode}
            maxLength={32}
            autoComplete="off"
            error={fieldError("invitationCode")}
          />
          <SmsCodeField answer={data} rule={inputs.captcha} error={fieldError("smsCaptcha")} />
          <Button type="submit" name="intent" value="register" loading={navigation.state !== "idle"} fullWidth>
            {t("auth.register")}
          </Button>
        </Stack>
      </Form>
      <Anchor component={Link} to="/login" reloadDocument size="sm" ta="center">
        {t("auth.haveAccount")}
      </Anchor>
    </Stack>
  );
}
