import { Button, Code, Drawer, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useSearchParams } from "@remix-run/react";
import type { InstanceDetail as Detail, LogLine, TaskInfo } from "#contract/jobs/instance";
import { useTranslation } from "~/i18n/react";
import { providerText } from "~/lib/messages";
import { useTimeText } from "./format";
import { StatusBadge } from "./StatusBadge";
import tables from "./tables.module.css";
import { useReturnFocus } from "./use-return-focus";

/** One instance: its facts, every task of every attempt, and its log lines, oldest first. */
export function InstanceDetail({ detail, tasks, log }: { detail: Detail; tasks: TaskInfo[]; log: LogLine[] }) {
  useReturnFocus();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.jobs.${key}`, values);
  const time = useTimeText();
  const [params, setParams] = useSearchParams();
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete("instance");
    setParams(next);
  };
  const facts: [string, React.ReactNode][] = [
    [r("instances.instanceId"), <Code key="id">{detail.instanceId}</Code>],
    [r("instances.job"), detail.jobName ?? detail.jobId],
    [r("instances.status"), <StatusBadge key="s" status={detail.status} />],
    [r("instances.triggerType"), r(`options.triggerType.${detail.triggerType}`)],
    [r("instances.expected"), time(detail.expectedTriggerTime)],
    [r("instances.started"), time(detail.actualTriggerTime)],
    [r("instances.finished"), time(detail.finishedTime)],
    [r("instances.attempts"), detail.runningTimes],
    [r("instances.worker"), detail.taskTrackerAddress ?? "—"],
    [r("instances.params"), detail.instanceParams ?? "—"],
    [r("instances.result"), detail.result ? providerText(t, detail.result) : "—"],
    [r("instances.tasks"), r("instances.taskCounts", { total: detail.taskDetail.totalTaskNum, succeeded: detail.taskDetail.succeedTaskNum, failed: detail.taskDetail.failedTaskNum })],
  ];
  if (detail.wfInstanceId) facts.push([r("instances.wfInstance"), detail.wfInstanceId]);
  return (
    <Drawer opened onClose={close} position="right" size="xl" title={`${r("instances.detail")} ${detail.instanceId}`} closeButtonProps={{ "aria-label": r("instances.close") }}>
      <Stack gap="md" data-testid="instance-detail">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" c="dimmed" miw={120}>
                {label}
              </Text>
              <Text size="sm" component="div">
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          {r("instances.tasks")}
        </Title>
        <ScrollArea type="auto">
          <Table withTableBorder miw={640} className={tables.table} data-testid="task-table">
            <Table.Thead>
              <Table.Tr>
                {["taskName", "kind", "attempt", "worker", "status", "failures", "result"].map((c) => (
                  <Table.Th key={c}>{r(`instances.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((task) => (
                <Table.Tr key={task.taskId}>
                  <Table.Td ff="monospace">{task.taskName}</Table.Td>
                  <Table.Td>{task.kind}</Table.Td>
                  <Table.Td>{task.attempt}</Table.Td>
                  <Table.Td ff="monospace">{task.workerAddress}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={task.status} />
                  </Table.Td>
                  <Table.Td>{task.failedCount}</Table.Td>
                  <Table.Td>{task.result ? providerText(t, task.result) : "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Title order={3} size="h5">
          {r("instances.log")}
        </Title>
        {log.length === 0 ? (
          <Text c="dimmed">{r("instances.noLog")}</Text>
        ) : (
          // Long lines wrap: read sideways a line at a time, a log was cut at the drawer's edge.
          <Code block data-testid="instance-log" tabIndex={0} aria-label={r("instances.log")} mah={360} style={{ overflow: "auto", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {log.map((l) => `${time(l.time)} ${l.level.padEnd(5)} ${l.workerAddress ? `[${l.workerAddress}] ` : ""}${l.line}`).join("\n")}
          </Code>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {r("instances.close")}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
