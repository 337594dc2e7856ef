import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { commitUserAuthSchema, type ApprovalStatus, type AuthType } from "#contract/admin/userauth";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { formValues, validate } from "~/lib/form.server";
import { provider } from "~/provider/index.server";
import { userAuthProvider } from "~/provider/userauth.server";
import { screenTexts } from "~/resources/resources.i18n";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { useFieldError } from "~/ui/AuthForm";

const PATH = "/profileEnterprise";
const ORG_FIELDS = ["orgName", "orgIdcardNo"] as const;
const PERSON_FIELDS = ["realName", "idcardNo", "phoneNumber", "email"] as const;
const STATUS_COLOR: Record<ApprovalStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };

type CommitResult = ActionResult & { values?: Record<string, string> };

async function bound(request: Request) {
  const session = await requireRouteAccess(request, PATH);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, userAuth: userAuthProvider(provider(), call) };
}

/** The member's latest request and whether they are verified (`isAuth`), with the screen's texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, call, userAuth } = await bound(request);
  const [latest, state] = await Promise.all([userAuth.personalInfo(session.user.id), userAuth.isAuth(session.user.id)]);
  return { request: latest, state, texts: screenTexts(["profileEnterprise"], call.lang) };
}

/** Submits a request, or corrects the pending one; the provider decides which. */
export const action = ({ request }: ActionFunctionArgs) =>
  answeringExpiry(request, async (): Promise<CommitResult> => {
    const { userAuth } = await bound(request);
    const values = formValues(await request.formData());
    const parsed = validate(commitUserAuthSchema, values);
    if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values };
    try {
      await userAuth.commit(parsed.data);
    } catch (error) {
      return { ...failure(error), values };
    }
    return { ok: true, success: { key: "resources.profileEnterprise.submitted" } };
  });

export default function ProfileEnterprise() {
  const { request, state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const fieldError = useFieldError(result);
  useActionFeedback(result);
  const shown: Record<string, string> = { ...Object.fromEntries(Object.entries(request ?? {}).map(([k, v]) => [k, v == null ? "" : String(v)])), ...result?.values };
  const [authType, setAuthType] = useState<AuthType>((shown.authType as AuthType) || "enterprise");
  const label = (field: string) => t(`resources.profileEnterprise.fields.${field}`);
  const input = (name: string) => <TextInput key={name} name={name} label={label(name)} defaultValue={shown[name] ?? ""} error={fieldError(name)} />;
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h3">
        {t("resources.profileEnterprise.title")}
      </Title>
      <Card withBorder data-testid="auth-state">
        <Group justify="space-between">
          <Text fw={600}>{t("resources.profileEnterprise.current")}</Text>
          <Badge color={state.authenticated ? "green" : "gray"} variant="light">
            {t(state.authenticated ? "resources.profileEnterprise.verified" : "resources.profileEnterprise.unverified")}
          </Badge>
        </Group>
        {request ? (
          <Stack gap={4} mt="sm">
            <Group gap="xs">
              <Text size="sm">{t(`resources.profileEnterprise.options.authType.${request.authType}`)}</Text>
              <Badge color={STATUS_COLOR[request.approvalStatus]} data-testid="auth-status">
                {t(`resources.profileEnterprise.options.approvalStatus.${request.approvalStatus}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {request.orgName ? `${request.orgName} · ` : ""}
              {request.realName} · {t("resources.profileEnterprise.submittedAt")} {request.createTime?.slice(0, 19).replace("T", " ")}
            </Text>
            {request.approvalStatus === "rejected" && request.failCause && (
              <Alert color="red" variant="light" title={t("resources.profileEnterprise.fields.failCause")} data-testid="fail-cause">
                {request.failCause}
              </Alert>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" mt="sm">
            {t("resources.profileEnterprise.none")}
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t(request?.approvalStatus === "pending" ? "resources.profileEnterprise.correct" : request ? "resources.profileEnterprise.resubmit" : "resources.profileEnterprise.submit")}
        </Title>
        <Form method="post" noValidate key={request?.updateTime ?? "new"}>
          <input type="hidden" name="authType" value={authType} />
          <Stack gap="sm">
            <SegmentedControl
              value={authType}
              onChange={(value) => setAuthType(value as AuthType)}
              data={(["enterprise", "personal"] as const).map((value) => ({ value, label: t(`resources.profileEnterprise.options.authType.${value}`) }))}
              w="fit-content"
            />
            {authType === "enterprise" && <SimpleGrid cols={{ base: 1, sm: 2 }}>{ORG_FIELDS.map(input)}</SimpleGrid>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{PERSON_FIELDS.map(input)}</SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={navigation.state === "submitting"}>
                {t("resources.profileEnterprise.send")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
