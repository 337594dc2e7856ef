import { Anchor, Badge, ScrollArea, Table, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "@remix-run/react";
import { isErrorEntry, LOG_LEVELS, type LogEntry } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { RowButton } from "~/ui/RowButton";
import { followAddress } from "./address";

/** A level's name (pino's number read back) for its badge. */
export function levelName(level: number): string {
  const names = Object.entries(LOG_LEVELS).filter(([, value]) => value <= level);
  return names.length ? names[names.length - 1][0] : "trace";
}

export function LevelBadge({ entry }: { entry: LogEntry }) {
  const { t } = useTranslation();
  const name = levelName(entry.level);
  // An error filled, a warning or a refusal (4xx) outlined in red, the rest grey: each readable on a striped row.
  const warning = entry.level >= LOG_LEVELS.warn || (entry.status ?? 0) >= 400;
  return (
    <Badge variant={isErrorEntry(entry) ? "filled" : "outline"} color={isErrorEntry(entry) || warning ? "red.9" : "gray.7"} tt="none">
      {t(`resources.logs.levels.${name}`)}
    </Badge>
  );
}

const COLUMNS = ["time", "source", "level", "method", "path", "status", "latency", "user", "tenant", "requestId"] as const;

/** The page of lines: a line opens its detail; its request id follows the request. */
export function LogTable({ list, onOpen }: { list: LogEntry[]; onOpen: (entry: LogEntry) => void }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.logs.${key}`);
  const time = useTimeText();
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, "aria-label": r("table.caption") }}>
      <Table striped highlightOnHover withTableBorder miw={1320} data-testid="log-table" fz="sm">
        <VisuallyHidden component="caption">{r("table.caption")}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} style={{ whiteSpace: "nowrap" }}>
                {c === "level" || c === "path" ? r(`columns.${c}`) : r(`fields.${c}`)}
              </Table.Th>
            ))}
            <Table.Th>{r("table.detail")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  {r("table.empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {list.map((e) => (
            <Table.Tr key={e.id} data-testid="log-row" data-source={e.source}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{time(e.time)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{r(`sources.${e.source}`)}</Table.Td>
              <Table.Td>
                <LevelBadge entry={e} />
              </Table.Td>
              <Table.Td ff="monospace">{e.method ?? ""}</Table.Td>
              <Table.Td ff="monospace" miw={260} maw={420} style={{ overflowWrap: "anywhere" }}>
                {e.path ?? e.msg ?? ""}
              </Table.Td>
              <Table.Td ff="monospace">{e.status ?? ""}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{e.latency != null ? `${e.latency} ms` : ""}</Table.Td>
              <Table.Td>{e.user ?? ""}</Table.Td>
              <Table.Td>{e.tenant ?? ""}</Table.Td>
              <Table.Td ff="monospace" fz="xs" style={{ whiteSpace: "nowrap" }}>
                {e.requestId && (
                  <Anchor component={Link} to={followAddress(e.requestId, e.time)} aria-label={`${r("table.follow")} ${e.requestId}`}>
                    {e.requestId}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                <RowButton onClick={() => onOpen(e)}>{r("table.detail")}</RowButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
