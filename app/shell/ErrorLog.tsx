import { ActionIcon, Button, Code, Group, Indicator, Modal, Table } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBug } from "@tabler/icons-react";
import dayjs from "dayjs";
import { memo, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { clearErrors, getServerSnapshot, getSnapshot, installErrorLog, subscribe } from "./error-log";

/** Starts recording the browser's uncaught errors while the shell is mounted. */
export function useErrorLogInstall(): void {
  useEffect(() => installErrorLog(), []);
}

/** Navbar button opening the error-log dialog (SPEC §2); absent while nothing went wrong. */
export const ErrorLogButton = memo(function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [opened, { open, close }] = useDisclosure(false);
  if (entries.length === 0) return null;

  const clearAll = () => {
    clearErrors();
    close();
  };

  return (
    <>
      <Indicator label={<span aria-hidden>{entries.length}</span>} color="red" size={16} offset={4}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={t("widgets.errorLog", { count: entries.length })}>
          <IconBug size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Modal opened={opened} onClose={close} size="xl" title={t("widgets.errorLogTitle")}>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" fz="xs" layout="fixed" styles={{ td: { overflowWrap: "anywhere" } }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="20%">{t("widgets.message")}</Table.Th>
                <Table.Th w="15%">{t("widgets.info")}</Table.Th>
                <Table.Th w="15%">{t("widgets.url")}</Table.Th>
                <Table.Th>{t("widgets.stack")}</Table.Th>
                <Table.Th w={140}>{t("widgets.time")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={`${entry.time}-${entry.message}-${entry.stack}`}>
                  <Table.Td>{entry.message}</Table.Td>
                  <Table.Td>{entry.info}</Table.Td>
                  <Table.Td>{entry.url}</Table.Td>
                  <Table.Td>
                    {entry.stack ? (
                      <Code block mah={160}>
                        {entry.stack}
                      </Code>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{dayjs(entry.time).format("YYYY-MM-DD HH:mm:ss")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" mt="md">
          <Button color="red" variant="light" onClick={clearAll}>
            {t("widgets.clearAll")}
          </Button>
        </Group>
      </Modal>
    </>
  );
});
