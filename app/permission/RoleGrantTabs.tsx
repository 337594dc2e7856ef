import { Anchor, Badge, Group, ScrollArea, Table, Tabs, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

export interface RoleGrantsView {
  code: string;
  menus: { code: string; name: string; path: string; opens: boolean; buttons: string[] }[];
  urls: { url: string; method: string; description: string }[];
  dataFields: { menu: string; fields: string[] }[];
}

function GrantTable({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <ScrollArea type="auto">
      <Table withTableBorder striped miw={640} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

const badges = (labels: readonly string[]) => (
  <Group gap={4}>
    {labels.map((label) => (
      <Badge key={label} variant="light" tt="none" size="sm">
        {label}
      </Badge>
    ))}
  </Group>
);

/** One role's menus (with their buttons), interfaces and data-field rules, a tab each, as the provider answered. */
export function RoleGrantTabs({ role }: { role: RoleGrantsView }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.role.${key}`, values);
  return (
    <Tabs defaultValue="menus" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="menus">{r("menus", { count: role.menus.length })}</Tabs.Tab>
        <Tabs.Tab value="interfaces">{r("interfaces", { count: role.urls.length })}</Tabs.Tab>
        <Tabs.Tab value="data">{r("dataFields", { count: role.dataFields.length })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="menus" pt="xs">
        <Text size="sm" mb="xs">
          {r("menuHow")}
        </Text>
        <GrantTable
          testId="role-menus"
          head={[r("menu"), r("path"), r("buttons")]}
          rows={role.menus.map((menu) => [
            menu.name,
            <Group key="path" gap="xs">
              <Anchor component={Link} to={menu.path} ff="monospace" size="sm">
                {menu.path}
              </Anchor>
              {!menu.opens && (
                <Badge variant="outline" color="red.9" tt="none" size="sm">
                  {t("resources.permission.refused")}
                </Badge>
              )}
            </Group>,
            badges(menu.buttons),
          ])}
        />
      </Tabs.Panel>
      <Tabs.Panel value="interfaces" pt="xs">
        <Text size="sm" mb="xs">
          {r("interfaceHow")}
        </Text>
        <GrantTable
          testId="role-urls"
          head={[r("method"), r("url"), r("description")]}
          rows={role.urls.map((url) => [url.method, <Text key="url" ff="monospace" size="sm">{url.url}</Text>, url.description])}
        />
      </Tabs.Panel>
      <Tabs.Panel value="data" pt="xs">
        <Text size="sm" mb="xs">
          {r("dataHow")}
        </Text>
        {role.dataFields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {r("noDataFields")}
          </Text>
        ) : (
          <GrantTable testId="role-data" head={[r("menu"), r("fields")]} rows={role.dataFields.map((rule) => [rule.menu, badges(rule.fields)])} />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
