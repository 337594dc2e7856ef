import { Button, Group, Modal, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { moneyText } from "~/ui/format";

/** Cents as money in the user's language: $1,234.50, US$1,234.50, ¥8,888.00. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (cents: number, currency = "USD") => moneyText(cents, i18n.language, currency);
}

/**
 * Deletes one record of a part of the page (a container, a line, a cost) through the page's
 * action, after the kit's confirmation.
 */
export function useDeleteRow(resource: string) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ResourceActionResult>();
  const [asking, setAsking] = useState<string | null>(null);
  useActionFeedback(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setAsking(null);
  }, [fetcher.state, fetcher.data]);
  const dialog = (
    <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t("kit.delete")}>
      <Text>{t("kit.confirmDelete", { count: 1 })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setAsking(null)}>
          {t("kit.cancel")}
        </Button>
        <Button color="red" loading={fetcher.state !== "idle"} onClick={() => asking && fetcher.submit({ resource, intent: "delete", id: asking }, { method: "post" })}>
          {t("kit.delete")}
        </Button>
      </Group>
    </Modal>
  );
  return { ask: setAsking, dialog };
}
