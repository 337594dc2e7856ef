import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { ADMIN_ROLE } from "~/auth/access";
import { useTranslation } from "~/i18n/react";
import { permissionScreen, roleLesson } from "~/permission/permission.server";
import { RoleGrantTabs } from "~/permission/RoleGrantTabs";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** A role's grants as the provider holds them: the user's own role first, any role of the tenant on request. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, language, texts } = await permissionScreen(request, "/permission/role");
  const lesson = await roleLesson(request, session, language, new URL(request.url).searchParams.get("role"));
  return { ...lesson, texts };
}

export default function RolePermission() {
  const { options, role } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.role.${key}`, values);
  const submit = useSubmit();
  const data = options.map((o) => ({ value: o.value, label: `${o.mine ? r("yours", { role: o.value }) : o.value} · ${o.name}` }));
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {r("title")}
      </Title>
      <Text size="sm">{r("intro")}</Text>
      <Group align="end" gap="md">
        <Form method="get" preventScrollReset onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}>
          <Group align="end" gap="xs">
            <NativeSelect name="role" label={r("roleLabel")} data={data} defaultValue={role?.code} w={{ base: "100%", xs: 360 }} data-testid="role-select" />
            <noscript>
              <Button type="submit" variant="default">
                {r("show")}
              </Button>
            </noscript>
          </Group>
        </Form>
        <Anchor component={Link} to="/sysrole" size="sm">
          {r("editGrants")}
        </Anchor>
        <Anchor component={Link} to="/datapermission" size="sm">
          {r("editData")}
        </Anchor>
      </Group>
      {role?.code === ADMIN_ROLE && (
        <Alert variant="light" color="blue">
          {r("adminNote")}
        </Alert>
      )}
      {role && <RoleGrantTabs key={role.code} role={role} />}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
