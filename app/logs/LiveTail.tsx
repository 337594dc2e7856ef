import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { logEntrySchema, type LogEntry } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { RowButton } from "~/ui/RowButton";
import { LevelBadge } from "./LogTable";

/** Lines the tail shows, newest first, and lines it holds while paused. */
const SHOWN_LINES = 200;
const HELD_LINES = 1_000;

type TailState = "off" | "live" | "paused";

/**
 * New lines as they are written (server-sent events from `/elk/tail`, the provider's tail passed
 * on). Pausing holds the lines that arrive; resuming shows them. Started on demand: a screen left
 * open does not hold a stream.
 */
export function LiveTail({ query, onOpen }: { query: string; onOpen: (entry: LogEntry) => void }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.logs.${key}`, values);
  const time = useTimeText();
  const [state, setState] = useState<TailState>("off");
  const [lines, setLines] = useState<LogEntry[]>([]);
  const [held, setHeld] = useState<LogEntry[]>([]);
  const [lost, setLost] = useState(false);
  const paused = useRef(false);
  paused.current = state === "paused";

  const on = state !== "off";
  useEffect(() => {
    if (!on) return;
    const source = new EventSource(`/elk/tail?${query}`);
    source.onopen = () => setLost(false);
    source.onerror = () => setLost(true);
    source.onmessage = (event) => {
      const entry = logEntrySchema.safeParse(JSON.parse(event.data));
      if (!entry.success) return;
      if (paused.current) setHeld((h) => [entry.data, ...h].slice(0, HELD_LINES));
      else setLines((l) => [entry.data, ...l].slice(0, SHOWN_LINES));
    };
    return () => source.close();
    // The stream lives while the tail is on; pausing only holds what arrives.
  }, [on, query]);

  const resume = () => {
    setLines((l) => [...held, ...l].slice(0, SHOWN_LINES));
    setHeld([]);
    setState("live");
  };
  const stop = () => {
    setState("off");
    setHeld([]);
    setLost(false);
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={r("tail.title")}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h5">
              {r("tail.title")}
            </Title>
            {state === "live" && (
              <Badge variant="dot" color="teal.9" data-testid="tail-state">
                {r("tail.live")}
              </Badge>
            )}
            {state === "paused" && (
              <Badge variant="outline" color="gray.7" tt="none" data-testid="tail-state" aria-live="polite">
                {r("tail.paused", { count: held.length })}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {state === "off" && <Button onClick={() => setState("live")}>{r("tail.start")}</Button>}
            {state === "live" && (
              <Button variant="default" onClick={() => setState("paused")}>
                {r("tail.pause")}
              </Button>
            )}
            {state === "paused" && <Button onClick={resume}>{r("tail.resume")}</Button>}
            {state !== "off" && (
              <Button variant="subtle" onClick={stop}>
                {r("tail.stop")}
              </Button>
            )}
          </Group>
        </Group>
        {lost && state !== "off" && <Alert color="orange">{r("tail.lost")}</Alert>}
        {state === "off" ? (
          <Text size="sm" c="dimmed">
            {r("tail.hint")}
          </Text>
        ) : lines.length === 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {r("tail.waiting")}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0, "aria-label": r("tail.title") }}>
            <Table fz="xs" data-testid="tail-lines" miw={760}>
              <Table.Tbody>
                {lines.map((e) => (
                  <Table.Tr key={e.id} data-testid="tail-line">
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{time(e.time)}</Table.Td>
                    <Table.Td>{r(`sources.${e.source}`)}</Table.Td>
                    <Table.Td>
                      <LevelBadge entry={e} />
                    </Table.Td>
                    <Table.Td ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {[e.method, e.path ?? e.msg, e.status].filter((v) => v != null).join(" ")}
                    </Table.Td>
                    <Table.Td ff="monospace">{e.requestId ?? ""}</Table.Td>
                    <Table.Td>
                      <RowButton onClick={() => onOpen(e)}>{r("table.detail")}</RowButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
