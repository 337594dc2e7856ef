import { Code, Drawer, Stack, Text, Timeline } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import type { HistoryEntry } from "#contract/admin/resource";
import { cellText } from "./format";
import { useTimeZone } from "~/lib/use-time-zone";

/** A record's audit rows: who changed it, when, and the state before and after. */
export function HistoryDrawer({ entries, onClose }: { entries: HistoryEntry[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const json = (value: unknown) => (value ? JSON.stringify(value, null, 2) : "—");
  return (
    <Drawer opened={entries !== null} onClose={onClose} title={t("kit.historyTitle")} position="right" size="lg">
      {entries?.length === 0 && <Text c="dimmed">{t("kit.historyNone")}</Text>}
      <Timeline active={(entries?.length ?? 0) - 1} bulletSize={18} data-testid="history">
        {entries?.map((entry) => (
          <Timeline.Item key={entry.id} title={t(`kit.action.${entry.action}`, { defaultValue: entry.action })}>
            <Text size="sm" c="dimmed">
              {t("kit.historyBy", { user: entry.username ?? "—", time: cellText(entry.createTime, "datetime", zone) })}
            </Text>
            <Stack gap={4} mt={4}>
              <Text size="xs">{t("kit.before")}</Text>
              <Code block>{json(entry.before)}</Code>
              <Text size="xs">{t("kit.after")}</Text>
              <Code block>{json(entry.after)}</Code>
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Drawer>
  );
}
