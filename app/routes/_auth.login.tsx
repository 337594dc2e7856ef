import { Anchor, Button, Group, PasswordInput, Stack, Tabs, TextInput } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, UNSAFE_RemixContext, useActionData, useLoaderData, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { randomUUID } from "node:crypto";
import { useContext } from "react";
import { useTranslation } from "~/i18n/react";
import { safeRedirect } from "~/auth/access";
import { authInputs, loginAccountSchema, loginMobileSchema } from "~/auth/forms.server";
import { sendSmsCode } from "~/auth/sms.server";
import { screenTitle } from "~/auth/page-title.server";
import { establishSession, optionalSession, sessionRefusalMessage } from "~/auth/session.server";
import { clearTokenCookie, readToken } from "~/auth/token-cookie.server";
import { isSecureRequest } from "~/lib/flash.server";
import { formValues, isSpam, validate } from "~/lib/form.server";
import { compareCaptcha, loginWithMobile, loginWithPassword, provider } from "~/provider/index.server";
import { AuthHeading, CaptchaField, FormMessage, Honeypot, PasswordVisibilityIcon, SmsCodeField, useFieldError, type AuthActionData } from "~/ui/AuthForm";
import type { PageHandle } from "~/release";
import type { loader as rootLoader } from "~/root";

/**
 * HTML only (decision 0040): the login page ships no React. Its forms post as plain HTML, and
 * public/site/login.js adds the tabs, the password's visibility, a new captcha picture, the SMS
 * countdown and, once the page is left alone, the signed-in shell's files fetched ahead.
 */
export const handle: PageHandle = { hydrate: false, scripts: ["/site/login.js"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await optionalSession(request)) throw redirect("/home");
  // A token that no longer makes a session is dropped here, so the form starts clean.
  const stale = readToken(request) !== null;
  const headers: HeadersInit = stale ? { "Set-Cookie": clearTokenCookie(isSecureRequest(request)) } : {};
  return data({ captchaKey: randomUUID(), inputs: authInputs, title: screenTitle(request, "auth.login") }, { headers });
}

export async function action({ request }: ActionFunctionArgs): Promise<AuthActionData | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "account");
  if (isSpam(form)) return { intent, formError: { key: "errors.spam" } };
  const values = formValues(form);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"));
  const client = provider();
  const kept = { tenantCode: values.tenantCode ?? "", username: values.username ?? "", mobile: values.mobile ?? "" };

  try {
    if (intent === "sendSms") return await sendSmsCode(values, kept);
    if (intent === "mobile") {
      const parsed = validate(loginMobileSchema, values);
      if (!parsed.ok) return { intent, values: kept, fieldErrors: parsed.fieldErrors };
      const token = await loginWithMobile(client, parsed.data);
      return await establishSession(request, token, redirectTo);
    }
    const parsed = validate(loginAccountSchema, values);
    if (!parsed.ok) return { intent: "account", values: kept, fieldErrors: parsed.fieldErrors };
    const { tenantCode, username, password, charCaptcha, captchaKey } = parsed.data;
    // The captcha first: a wrong one never reaches the token endpoint and its per-account limits.
    await compareCaptcha(client, { charCaptcha, key: captchaKey });
    const token = await loginWithPassword(client, { tenantCode, username, password });
    return await establishSession(request, token, redirectTo);
  } catch (error) {
    if (error instanceof Response) throw error;
    return { intent, values: kept, formError: sessionRefusalMessage(error) };
  }
}

export default function Login() {
  const { captchaKey, inputs } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as AuthActionData | undefined;
  const kept = data?.values ?? {};
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const fieldError = useFieldError(data);
  // A message carried across the redirect here (a session that ended), shown in the form: no toast without React.
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const mobileIntent = data?.intent === "mobile" || data?.intent === "sendSms";
  const query = searchParams.toString();
  const action = `/login${query ? `?${query}` : ""}`;

  return (
    <Stack gap="md">
      <AuthHeading title={t("auth.loginTitle")} data={data} />
      {flash ? <FormMessage message={flash} color={flash.kind === "error" ? "red" : "green"} /> : null}
      <SignedInWarmUp path="/workbench" />
      {/* Both panels are in the page; the script switches between them. */}
      <Tabs defaultValue={mobileIntent ? "mobile" : "account"}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="account">{t("auth.accountTab")}</Tabs.Tab>
          <Tabs.Tab value="mobile">{t("auth.mobileTab")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <Form method="post" action={action} noValidate>
            <Honeypot />
            <Stack gap="sm">
              <TextInput label={t("auth.tenantCode")} name="tenantCode" defaultValue={kept.tenantCode || "10001"} {...inputs.tenantCode} error={fieldError("tenantCode")} />
              <TextInput
                label={t("auth.username")}
                description={t("auth.usernameHint")}
                name="username"
                defaultValue={kept.username}
                autoComplete="username"
                {...inputs.loginName}
                error={fieldError("username")}
              />
              <PasswordInput
                label={t("auth.password")}
                name="password"
                autoComplete="current-password"
                visibilityToggleIcon={PasswordVisibilityIcon}
                {...inputs.password}
                error={fieldError("password")}
              />
              <CaptchaField initialKey={captchaKey} rule={inputs.captcha} error={fieldError("charCaptcha")} />
              <Button type="submit" name="intent" value="account" fullWidth>
                {t("auth.login")}
              </Button>
            </Stack>
          </Form>
        </Tabs.Panel>
        <Tabs.Panel value="mobile">
          <Form method="post" action={action} noValidate>
            <Honeypot />
            <Stack gap="sm">
              <TextInput label={t("auth.tenantCode")} name="tenantCode" defaultValue={kept.tenantCode || "10001"} {...inputs.tenantCode} error={fieldError("tenantCode")} />
              <TextInput label={t("auth.mobile")} name="mobile" type="tel" defaultValue={kept.mobile} autoComplete="tel" {...inputs.mobile} error={fieldError("mobile")} />
              <SmsCodeField answer={data} rule={inputs.captcha} error={fieldError("smsCaptcha")} />
              <Button type="submit" name="intent" value="mobile" fullWidth>
                {t("auth.login")}
              </Button>
            </Stack>
          </Form>
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between">
        <Anchor component={Link} to="/register" size="sm">
          {t("auth.register")}
        </Anchor>
        <Anchor component={Link} to="/forgotpassword" size="sm">
          {t("auth.forgot")}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * What the script fetches ahead for signing in (decisions 0037, 0040): the browser entry's files,
 * named here since the page carries no route manifest, and the release, with which it asks
 * Remix's route discovery for the files of `path` and of the shell around it.
 */
function SignedInWarmUp({ path }: { path: string }) {
  const manifest = useContext(UNSAFE_RemixContext)?.manifest;
  if (!manifest) return null;
  return <div hidden data-warm-up={path} data-release={manifest.version} data-files={[manifest.entry.module, ...manifest.entry.imports].join(" ")} />;
}
