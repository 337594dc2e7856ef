import { Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { WF_STATUS } from "#contract/jobs/dag-status";
import { RowLink, StatusBadge } from "~/dag/parts";
import { RunAction } from "~/dag/RunActions";
import { wfInstanceAction, wfInstanceListData } from "~/dag/workflows.server";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { AppPicker } from "~/jobs/AppPicker";
import { Pager } from "~/jobs/Pager";
import tables from "~/jobs/tables.module.css";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => wfInstanceListData(request, "/dagworkflowinstance");
export const action = ({ request }: ActionFunctionArgs) => wfInstanceAction(request, "/dagworkflowinstance");

/** The app's workflow runs, newest first: status, times, stop and retry, and each run's graph. */
export default function DagWorkflowInstanceScreen() {
  const { t } = useTranslation();
  const word = (key: string) => t(`resources.dag.screen.${key}`);
  const { apps, appId, workflowId, workflowOptions, page, canUpdate } = useLoaderData<typeof loader>();
  const runs = page?.data ?? [];
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const time = useTimeText();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{t("resources.dag.screen.instances")}</Title>
      <Group align="flex-end" wrap="wrap">
        {apps.length ? <AppPicker apps={apps} appId={appId ?? undefined} /> : <Text>{word("noApps")}</Text>}
        <NativeSelect
          label={word("workflow")}
          data={[{ value: "", label: word("allWorkflows") }, ...workflowOptions]}
          value={workflowId ?? ""}
          w={260}
          onChange={(e) => {
            const next = new URLSearchParams(search);
            if (e.currentTarget.value) next.set("workflowId", e.currentTarget.value);
            else next.delete("workflowId");
            next.delete("page");
            navigate(`?${next}`);
          }}
        />
      </Group>
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover className={tables.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{word("wfInstanceId")}</Table.Th>
              <Table.Th>{word("workflow")}</Table.Th>
              <Table.Th>{word("status")}</Table.Th>
              <Table.Th>{word("started")}</Table.Th>
              <Table.Th>{word("finished")}</Table.Th>
              <Table.Th>{word("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{word("empty")}</Table.Td>
              </Table.Tr>
            ) : null}
            {runs.map((r) => (
              <Table.Tr key={r.wfInstanceId}>
                <Table.Td>{r.wfInstanceId}</Table.Td>
                <Table.Td>{r.workflowName ?? r.workflowId}</Table.Td>
                <Table.Td><StatusBadge status={r.status} of="wf" /></Table.Td>
                <Table.Td>{time(r.actualTriggerTime ?? r.expectedTriggerTime)}</Table.Td>
                <Table.Td>{time(r.finishedTime)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" className={tables.nowrap}>
                    <RowLink to={`/workflowinstancedetails?appId=${r.appId}&wfInstanceId=${r.wfInstanceId}`}>{word("details")}</RowLink>
                    {canUpdate && (r.status === WF_STATUS.RUNNING || r.status === WF_STATUS.WAITING) ? <RunAction intent="stop" appId={r.appId} wfInstanceId={r.wfInstanceId} label={word("stop")} danger /> : null}
                    {canUpdate && (r.status === WF_STATUS.FAILED || r.status === WF_STATUS.STOPPED) ? <RunAction intent="retry" appId={r.appId} wfInstanceId={r.wfInstanceId} label={word("retry")} /> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page ? <Pager index={page.index} totalPages={page.totalPages} totalItems={page.totalItems} /> : null}
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
