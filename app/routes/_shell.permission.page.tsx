import { Alert, Anchor, Badge, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { rolesAllow } from "~/auth/access";
import { useTranslation } from "~/i18n/react";
import { PathCheck } from "~/permission/PathCheck";
import { DEMO_PATHS, DEMO_ROLES } from "~/permission/demo";
import { demoRules, explainPath, permissionScreen } from "~/permission/permission.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/permission/page";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, texts } = await permissionScreen(request, PATH);
  const params = new URL(request.url).searchParams;
  const roles = session.user.roles;
  const rules = demoRules();
  const viewers = [{ role: null, roles }, ...DEMO_ROLES.map((role) => ({ role, roles: [role] }))];
  const asked = params.get("as");
  const preview = (DEMO_ROLES as readonly string[]).includes(asked ?? "") ? { role: asked!, allowed: rolesAllow(PATH, [asked!]) } : null;
  return {
    roles,
    rule: rules.find((r) => r.path === PATH)!.roles,
    reachedBy: roles.filter((role) => rolesAllow(PATH, [role])),
    matrix: viewers.map((viewer) => ({ role: viewer.role, opens: DEMO_PATHS.map((path) => rolesAllow(path, viewer.roles)) })),
    preview,
    check: explainPath(session, params.get("path")),
    texts,
  };
}

export default function PagePermission() {
  const { roles, rule, reachedBy, matrix, preview, check } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.page.${key}`, values);
  const badges = (list: readonly string[]) => list.map((role) => <Badge key={role} variant="light" tt="none">{role}</Badge>);
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {r("title")}
      </Title>
      <Text size="sm">{r("intro")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Card withBorder padding="sm" data-testid="page-rule">
          <Title order={2} size="h5" mb={4}>{r("rulesTitle")}</Title>
          <Text size="sm">{r("ruleOf", { path: PATH })}</Text>
          <Group gap="xs" mt={4}>{badges(rule)}</Group>
        </Card>
        <Card withBorder padding="sm" data-testid="page-roles">
          <Title order={2} size="h5" mb={4}>{t("resources.permission.yourRoles")}</Title>
          <Group gap="xs">{badges(roles)}</Group>
          <Text size="sm" mt={4}>{r("reachedBecause", { roles: reachedBy.join(", ") })}</Text>
        </Card>
      </SimpleGrid>
      <Title order={2} size="h4">{r("matrixTitle")}</Title>
      <ScrollArea type="auto">
        <Table withTableBorder striped miw={720} data-testid="role-matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{r("role")}</Table.Th>
              {DEMO_PATHS.map((path) => <Table.Th key={path} ff="monospace">{path}</Table.Th>)}
              <Table.Th>{r("preview")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrix.map(({ role, opens }) => (
              <Table.Tr key={role ?? "mine"}>
                <Table.Th scope="row" fw={500}>{role ?? `${t("resources.permission.mine")} (${roles.join(", ")})`}</Table.Th>
                {opens.map((open, i) => (
                  <Table.Td key={DEMO_PATHS[i]}>
                    <Badge variant="outline" color={open ? "teal.9" : "red.9"} tt="none">
                      {open ? t("resources.permission.opens") : t("resources.permission.refused")}
                    </Badge>
                  </Table.Td>
                ))}
                <Table.Td>
                  {role && (
                    <Anchor component={Link} to={`?as=${role}`} size="sm" preventScrollReset style={{ whiteSpace: "nowrap" }}>
                      {r("viewAs", { role })}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {preview && (
        <Card withBorder padding="sm" data-testid="page-preview">
          <Title order={2} size="h4" mb={4}>{r("previewTitle", { role: preview.role })}</Title>
          <Text size="sm">{preview.allowed ? r("previewAllowed", { role: preview.role }) : r("previewRefused", { role: preview.role })}</Text>
          {!preview.allowed && (
            <Alert color="red.9" variant="outline" bg="var(--mantine-color-body)" mt="xs" title={`401 · ${t("pages.unauthorizedTitle")}`}>
              {t("pages.unauthorizedText")}
            </Alert>
          )}
          <Anchor component={Link} to="." size="sm" mt="xs" preventScrollReset>
            {r("backToMine")}
          </Anchor>
        </Card>
      )}
      <PathCheck check={check} />
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
