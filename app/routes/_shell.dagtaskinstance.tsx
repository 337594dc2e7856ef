import { Group, Stack, Table, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { RowLink, StatusBadge } from "~/dag/parts";
import { wfInstanceListData } from "~/dag/workflows.server";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { AppPicker } from "~/jobs/AppPicker";
import { Pager } from "~/jobs/Pager";
import tables from "~/jobs/tables.module.css";
import { useMessageText } from "~/lib/messages";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => wfInstanceListData(request, "/dagtaskinstance");

/** The job instances that ran as workflow nodes, under the run they belong to, each linked to its log. */
export default function DagTaskInstanceScreen() {
  const { t } = useTranslation();
  const text = useMessageText();
  const word = (key: string, values?: Record<string, string>) => t(`resources.dag.screen.${key}`, values);
  const { apps, appId, page } = useLoaderData<typeof loader>();
  const runs = page?.data ?? [];
  const time = useTimeText();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{word("jobInstances")}</Title>
      <Group align="flex-end">{apps.length ? <AppPicker apps={apps} appId={appId ?? undefined} /> : <Text>{word("noApps")}</Text>}</Group>
      <Table.ScrollContainer minWidth={820}>
        <Table className={tables.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{word("jobInstance")}</Table.Th>
              <Table.Th>{word("node")}</Table.Th>
              <Table.Th>{word("status")}</Table.Th>
              <Table.Th>{word("started")}</Table.Th>
              <Table.Th>{word("finished")}</Table.Th>
              <Table.Th>{word("result")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{word("empty")}</Table.Td>
              </Table.Tr>
            ) : null}
            {runs.map((r) => (
              <Fragment key={r.wfInstanceId}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Td colSpan={2}>
                    <RowLink to={`/workflowinstancedetails?appId=${r.appId}&wfInstanceId=${r.wfInstanceId}`}>{`${r.workflowName ?? r.workflowId} · ${r.wfInstanceId}`}</RowLink>
                  </Table.Td>
                  <Table.Td><StatusBadge status={r.status} of="wf" /></Table.Td>
                  <Table.Td>{time(r.actualTriggerTime ?? r.expectedTriggerTime)}</Table.Td>
                  <Table.Td colSpan={2}>{time(r.finishedTime)}</Table.Td>
                </Table.Tr>
                {r.dag.nodes
                  .filter((n) => n.instanceId)
                  .map((n) => (
                    <Table.Tr key={n.nodeId}>
                      <Table.Td pl="xl">
                        <RowLink to={`/taskinstance?appId=${r.appId}&instanceId=${n.instanceId}`} label={word("openLog", { id: n.instanceId! })}>{n.instanceId}</RowLink>
                      </Table.Td>
                      <Table.Td>{`${n.nodeId}. ${n.nodeName}`}</Table.Td>
                      <Table.Td><StatusBadge status={n.status} of="node" /></Table.Td>
                      <Table.Td>{time(n.startTime)}</Table.Td>
                      <Table.Td>{time(n.finishedTime)}</Table.Td>
                      <Table.Td>{n.result ? text({ text: n.result }) : "—"}</Table.Td>
                    </Table.Tr>
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page ? <Pager index={page.index} totalPages={page.totalPages} totalItems={page.totalItems} /> : null}
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
