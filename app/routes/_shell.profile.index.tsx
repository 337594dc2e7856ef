import { Badge, Button, Card, Grid, Group, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { failure } from "~/auth/action-result.server";
import { profileFormSchema } from "~/auth/forms.server";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import type { ActionResult } from "~/lib/action-result";
import { formValues, validate } from "~/lib/form.server";
import { updateSysUserDetailSchema } from "#contract/auth";
import type { SendContactCode } from "#contract/contact";
import { constraintsOf } from "~/resources/constraints";
import { provider, sendContactCode, updateSysUserDetail } from "~/provider/index.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { UserAvatar } from "~/ui/UserAvatar";
import { useFieldError } from "~/ui/AuthForm";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PROFILE_PATH = "/profile/index";

/** The one-line fields in form order. */
const TEXT_FIELDS = [
  { name: "nickname" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "mobile", type: "tel", autoComplete: "tel" },
  { name: "phone", type: "tel" },
  { name: "address", autoComplete: "street-address" },
] as const;


/** A refusal carries the submitted values back, so the form shows them even without JavaScript. */
type ProfileActionResult = ActionResult & { values?: Record<string, string> };

const INTENT_SEND_CODE = "sendCode";

/** The new address a changed e-mail or mobile must be confirmed at (e-mail first; the provider takes one change at a time). */
function contactToConfirm(saved: { email: string; mobile: string }, values: Record<string, string>): SendContactCode | undefined {
  const email = (values.email ?? "").trim();
  const mobile = (values.mobile ?? "").trim();
  if (email.toLowerCase() !== saved.email.toLowerCase()) return { channel: "email", to: email };
  if (mobile !== saved.mobile) return { channel: "sms", to: mobile };
  return undefined;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireRouteAccess(request, PROFILE_PATH);
  return {
    username: user.username,
    avatar: user.avatar ?? null,
    tenantName: user.tenantName ?? "",
    roles: user.roles,
    // Input limits from the contract's rules the action validates with; read here, on the
    // server, so zod stays out of the page's script.
    limits: constraintsOf(updateSysUserDetailSchema),
    saved: {
      nickname: user.nickname ?? "",
      email: user.email ?? "",
      mobile: user.mobile ?? "",
      phone: user.phone ?? "",
      address: user.address ?? "",
      profile: user.profile ?? "",
    },
  };
}

export const action = ({ request }: ActionFunctionArgs) =>
  answeringExpiry(request, async (): Promise<ProfileActionResult> => {
    const session = await requireRouteAccess(request, PROFILE_PATH);
    const { intent, ...values } = formValues(await request.formData());
    if (intent === INTENT_SEND_CODE) {
      const contact = contactToConfirm({ email: session.user.email ?? "", mobile: session.user.mobile ?? "" }, values);
      if (!contact) return { ok: false, values };
      try {
        await sendContactCode(provider(), session.token, contact);
      } catch (error) {
        return { ...failure(error), values };
      }
      return { ok: true, success: { key: "profileContact.codeSent", values: { to: contact.to } }, values };
    }
    // The code field is there only while a contact changes; left empty, it is not sent.
    if (!values.code?.trim()) delete values.code;
    const parsed = validate(profileFormSchema, values);
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values };
    try {
      await updateSysUserDetail(provider(), session.token, parsed.data);
    } catch (error) {
      return { ...failure(error), values };
    }
    return { ok: true, success: { key: "profile.saved" } };
  });

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const limits = data.limits;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const fieldError = useFieldError(result);
  useActionFeedback(result);
  const shown = { ...data.saved, ...result?.values };
  const [contact, setContact] = useState({ email: shown.email, mobile: shown.mobile });
  const confirming = contactToConfirm(data.saved, contact) !== undefined;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("profile.title")}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder component="section" aria-labelledby="profile-summary">
            <Stack align="center" gap="xs">
              <UserAvatar src={data.avatar} size={96} />
              <Title order={2} size="h4" id="profile-summary">
                {t("profile.summary")}
              </Title>
            </Stack>
            <Stack gap={4} mt="md">
              <Text size="sm" c="dimmed">
                {t("profile.username")}
              </Text>
              <Text fw={600} data-testid="profile-username">
                {data.username}
              </Text>
              <Text size="sm" c="dimmed">
                {t("profile.tenant")}
              </Text>
              <Text fw={600}>{data.tenantName}</Text>
              <Text size="sm" c="dimmed">
                {t("profile.roles")}
              </Text>
              <Group gap="xs" data-testid="profile-roles">
                {data.roles.map((role) => (
                  <Badge key={role} variant="light">
                    {role}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder>
            {/* Drawn afresh from what the provider holds after each save (trimmed, e-mail in lower case). */}
            <Form method="post" noValidate key={JSON.stringify(data.saved)}>
              <Stack gap="sm">
                {TEXT_FIELDS.map(({ name, ...input }) => (
                  <TextInput
                    key={name}
                    label={t(`profile.${name}`)}
                    name={name}
                    defaultValue={shown[name]}
                    error={fieldError(name)}
                    onChange={name === "email" || name === "mobile" ? (e) => setContact({ ...contact, [name]: e.currentTarget.value }) : undefined}
                    maxLength={limits[name]?.maxLength}
                    required={limits[name]?.required}
                    {...input}
                  />
                ))}
                {confirming && (
                  <Stack gap="xs" data-testid="profile-contact-code">
                    <Text size="sm" c="dimmed">
                      {t("profileContact.hint")}
                    </Text>
                    <Group align="flex-end" wrap="nowrap">
                      <TextInput
                        label={t("profileContact.code")}
                        name="code"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={limits.code?.maxLength}
                        error={fieldError("code")}
                        style={{ flex: 1 }}
                      />
                      <Button type="submit" name="intent" value={INTENT_SEND_CODE} variant="light" formNoValidate>
                        {t("profileContact.sendCode")}
                      </Button>
                    </Group>
                  </Stack>
                )}
                <Textarea
                  label={t("profile.profile")}
                  name="profile"
                  defaultValue={shown.profile}
                  maxLength={limits.profile?.maxLength}
                  autosize
                  minRows={3}
                  error={fieldError("profile")}
                />
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    name="intent"
                    value="save"
                    loading={navigation.state === "submitting" && navigation.formAction?.startsWith(PROFILE_PATH)}
                  >
                    {t("profile.save")}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
