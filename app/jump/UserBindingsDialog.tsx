import { Button, Group, Loader, Modal, Table, Text } from "@mantine/core";
import type { UserBinding } from "#contract/business/jump";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { useDialogFetchers } from "~/ui/dialog-fetchers";
import { cellText } from "~/ui/format";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";

const COLUMNS = ["username", "loginName", "uid", "authToken", "expTime", "isEffective"] as const;

/** The users bound to one system (the system's sub-list), as the provider lists them. */
export function UserBindingsDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const record = records[0];
  const { load, failed, retry } = useDialogFetchers({ intent: "bindings", id: record.id });
  const rows = load.data?.ok ? (load.data.data as UserBinding[]) : undefined;
  const label = (key: string) => t(`resources.jumpManagement.bindings.${key}`);
  const value = (row: UserBinding, column: (typeof COLUMNS)[number]) =>
    column === "expTime" ? cellText(row.expTime, "datetime", zone) : column === "isEffective" ? label(row.isEffective ? "inForce" : "ended") : String(row[column] ?? "");
  return (
    <Modal opened onClose={onClose} title={t("resources.jumpManagement.bindings.title", { name: String(record.systemName ?? "") })} size="xl" closeButtonProps={{ "aria-label": t("kit.close") }}>
      {failed ? (
        <Group justify="space-between">
          <Text size="sm" c="red.8">
            {t("kit.loadFailed")}
          </Text>
          <Button onClick={retry}>{t("kit.retry")}</Button>
        </Group>
      ) : !rows ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
          <Text size="sm">{t("kit.loading")}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Text size="sm">{label("none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="user-bindings">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{label(column)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column}>{value(row, column)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
