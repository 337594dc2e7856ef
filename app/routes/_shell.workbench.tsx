import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import { provider, queryRoleName } from "~/provider/index.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, token } = await requireRouteAccess(request, "/workbench");
  const language = i18nServer.getLocale(request) as Language;
  // Every role the user holds, named (a user without a post has no named roles in the session).
  const named = await queryRoleName(provider(), token, user.id);
  const roleName = (code: string) => {
    const option = named.find((role) => role.value === code);
    return option ? String(localText(option, "label", language)) : code;
  };
  return {
    name: user.nickname || user.username,
    username: user.username,
    tenantCode: user.tenantCode ?? "",
    tenantName: user.tenantName ?? "",
    roles: user.roles.map((code) => ({ code, name: roleName(code) })),
  };
}

/** Element Timing's name for the heading: the bench times the login until it is painted (bench/browser.ts). */
const HEADING_TIMING: Record<string, string> = { elementtiming: "workbench-heading" };

export default function Workbench() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h3" {...HEADING_TIMING}>
        {t("shell.welcome", { name: data.name })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t("shell.tenant")}
          </Text>
          <Text fw={600} data-testid="workbench-tenant">
            {data.tenantName} ({data.tenantCode})
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t("shell.roles")}
          </Text>
          <Group gap="xs" mt={4} data-testid="workbench-roles">
            {data.roles.map((role) => (
              <Badge key={role.code} variant="light" tt="none" data-role={role.code}>
                {role.name}
              </Badge>
            ))}
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
