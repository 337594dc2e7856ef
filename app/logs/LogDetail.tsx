import { Button, Code, Drawer, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { LogEntry } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { LabelledValues } from "~/ui/LabelledValues";
import { followAddress } from "./address";
import { LevelBadge } from "./LogTable";

/** One line: its fields, the line as logged, and the way to its request's other lines. */
export function LogDetail({ entry, onClose }: { entry: LogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.logs.${key}`);
  const time = useTimeText();
  return (
    <Drawer opened={entry !== null} onClose={onClose} position="right" size="lg" title={r("detail.title")} closeButtonProps={{ "aria-label": t("kit.close") }}>
      {entry && (
        <Stack gap="md" data-testid="log-detail">
          <LabelledValues
            cols={{ base: 1, xs: 2 }}
            items={[
              [r("fields.time"), time(entry.time)],
              [r("fields.source"), r(`sources.${entry.source}`)],
              [r("columns.level"), <LevelBadge key="level" entry={entry} />],
              [r("fields.message"), entry.msg ?? "—"],
              [r("fields.method"), entry.method ?? "—"],
              [r("columns.path"), <span key="path" style={{ overflowWrap: "anywhere" }}>{entry.path ?? "—"}</span>],
              [r("fields.status"), entry.status ?? "—"],
              [r("fields.latency"), entry.latency != null ? `${entry.latency} ms` : "—"],
              [r("fields.user"), entry.user ?? "—"],
              [r("fields.tenant"), entry.tenant ?? "—"],
              [r("fields.requestId"), entry.requestId ?? "—"],
            ]}
          />
          {entry.requestId && (
            <Button component={Link} to={followAddress(entry.requestId, entry.time)} onClick={onClose} variant="light">
              {r("table.follow")}
            </Button>
          )}
          <Text size="sm" fw={600}>
            {r("detail.raw")}
          </Text>
          <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {JSON.stringify(entry.line, null, 2)}
          </Code>
        </Stack>
      )}
    </Drawer>
  );
}
