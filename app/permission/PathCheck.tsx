import { Alert, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { AccessReason } from "~/auth/access";

export type PathAnswer =
  | { path: string; invalid: true }
  | { path: string; allowed: boolean; reason: AccessReason | "notAMenu"; rule: string[] }
  | null;

/** The menus lesson: any path, decided by the server with the user's real roles and menus. */
export function PathCheck({ check }: { check: PathAnswer }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.page.${key}`, values);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {r("checkTitle")}
      </Title>
      <Text size="sm">{r("checkIntro")}</Text>
      <Form method="get" preventScrollReset>
        <Group align="end" gap="sm">
          <TextInput name="path" label={r("path")} defaultValue={check?.path ?? ""} placeholder="/sysuser" w={280} maxLength={200} error={check && "invalid" in check ? r("badPath") : undefined} />
          <Button type="submit" variant="default">
            {r("check")}
          </Button>
        </Group>
      </Form>
      {check && !("invalid" in check) && (
        <Alert color={check.allowed ? "teal.9" : "red.9"} variant="outline" bg="var(--mantine-color-body)" data-testid="path-answer" title={check.path}>
          {r(`reasons.${check.reason}`, { roles: check.rule.join(", ") })}
        </Alert>
      )}
    </Stack>
  );
}
