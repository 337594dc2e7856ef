import { Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { NODE_STATUS, WF_STATUS } from "#contract/jobs/dag-status";
import { DagViewer } from "~/dag/DagViewer";
import { RowLink, StatusBadge } from "~/dag/parts";
import { RunAction } from "~/dag/RunActions";
import { wfInstanceAction, wfInstanceData } from "~/dag/workflows.server";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { useLiveRefresh } from "~/jobs/use-live";
import tables from "~/jobs/tables.module.css";
import { useMessageText } from "~/lib/messages";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => wfInstanceData(request);
export const action = ({ request }: ActionFunctionArgs) => wfInstanceAction(request, "/workflowinstancedetails");

/** One workflow run: its graph coloured by each node's status, drawn live while it runs, with the node actions. */
export default function WorkflowInstanceDetailsScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const word = (key: string, values?: Record<string, string>) => t(`resources.dag.screen.${key}`, values);
  const { appId, run, jobNames, canUpdate } = useLoaderData<typeof loader>();
  const time = useTimeText();
  const live = run.status === WF_STATUS.RUNNING || run.status === WF_STATUS.WAITING;
  useLiveRefresh(live);
  const jobLabel = useCallback((jobId: string) => jobNames[jobId] ?? jobId, [jobNames]);
  const blocked = (status: number) => status === NODE_STATUS.FAILED || status === NODE_STATUS.STOPPED;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{`${run.workflowName ?? run.workflowId} · ${run.wfInstanceId}`}</Title>
      <Group gap="sm" wrap="wrap">
        <span data-testid="run-status"><StatusBadge status={run.status} of="wf" /></span>
        <Text size="sm">{`${word("started")}: ${time(run.actualTriggerTime)}`}</Text>
        <Text size="sm">{`${word("finished")}: ${time(run.finishedTime)}`}</Text>
        {live ? <Text size="sm" c="dimmed">{word("live")}</Text> : null}
        {canUpdate && live ? <RunAction intent="stop" appId={appId} wfInstanceId={run.wfInstanceId} label={word("stop")} danger /> : null}
        {canUpdate && (run.status === WF_STATUS.FAILED || run.status === WF_STATUS.STOPPED) ? <RunAction intent="retry" appId={appId} wfInstanceId={run.wfInstanceId} label={word("retry")} /> : null}
      </Group>
      {run.wfInitParams ? <Text size="sm">{`${word("initParams")}: ${run.wfInitParams}`}</Text> : null}
      <DagViewer dag={run.dag} jobLabel={jobLabel} />
      <Table.ScrollContainer minWidth={820}>
        <Table striped aria-label={word("jobInstances")} className={tables.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{word("node")}</Table.Th>
              <Table.Th>{word("status")}</Table.Th>
              <Table.Th>{word("jobInstance")}</Table.Th>
              <Table.Th>{word("result")}</Table.Th>
              <Table.Th>{word("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.dag.nodes.map((n) => (
              <Table.Tr key={n.nodeId}>
                <Table.Td>{`${n.nodeId}. ${n.nodeName}`}</Table.Td>
                <Table.Td><StatusBadge status={n.status} of="node" /></Table.Td>
                <Table.Td>
                  {n.instanceId ? <RowLink to={`/taskinstance?appId=${appId}&instanceId=${n.instanceId}`} label={word("openLog", { id: n.instanceId })}>{n.instanceId}</RowLink> : "—"}
                </Table.Td>
                <Table.Td>{n.result ? text({ text: n.result }) : "—"}</Table.Td>
                <Table.Td>
                  {canUpdate && blocked(n.status) ? (
                    <Group gap={4} wrap="nowrap">
                      <RunAction intent="retry" appId={appId} wfInstanceId={run.wfInstanceId} nodeId={n.nodeId} label={word("retryNode", { name: n.nodeName })} />
                      <RunAction intent="mark" appId={appId} wfInstanceId={run.wfInstanceId} nodeId={n.nodeId} label={word("markSuccess", { name: n.nodeName })} />
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
