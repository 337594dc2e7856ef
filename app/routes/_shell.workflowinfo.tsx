import { Button, Group, Modal, Stack, Switch, Table, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { WorkflowInfo } from "#contract/jobs/workflow";
import { RowLink } from "~/dag/parts";
import { workflowListAction, workflowListData } from "~/dag/workflows.server";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { AppPicker } from "~/jobs/AppPicker";
import { Pager } from "~/jobs/Pager";
import { RunNowDialog } from "~/jobs/RunNowDialog";
import tables from "~/jobs/tables.module.css";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => workflowListData(request);
export const action = ({ request }: ActionFunctionArgs) => workflowListAction(request);

/** The app's DAG workflows: run, switch on and off, copy, delete, and open in the editor. */
export default function WorkflowInfoScreen() {
  const { t } = useTranslation();
  const word = (key: string, values?: Record<string, string>) => t(`resources.dag.screen.${key}`, values);
  const { apps, appId, page, buttons } = useLoaderData<typeof loader>();
  const workflows = page?.data ?? [];
  const fetcher = useFetcher<typeof action>();
  useActionFeedback(fetcher.data);
  const time = useTimeText();
  const [running, setRunning] = useState<WorkflowInfo | null>(null);
  const [deleting, setDeleting] = useState<WorkflowInfo | null>(null);
  const send = (intent: string, workflow: WorkflowInfo, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, appId: workflow.appId, workflowId: workflow.id, ...extra }, { method: "post" });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{word("workflows")}</Title>
      <Group align="flex-end" wrap="wrap">
        {apps.length ? <AppPicker apps={apps} appId={appId ?? undefined} /> : <Text>{word("noApps")}</Text>}
        {appId && buttons.add ? <Button component={Link} to={`/workfloweditor?appId=${appId}`}>{word("newWorkflow")}</Button> : null}
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover className={tables.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{word("wfName")}</Table.Th>
              <Table.Th>{word("schedule")}</Table.Th>
              <Table.Th>{word("nextFire")}</Table.Th>
              <Table.Th>{word("nodes")}</Table.Th>
              <Table.Th>{word("enable")}</Table.Th>
              <Table.Th>{word("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {workflows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{word("empty")}</Table.Td>
              </Table.Tr>
            ) : null}
            {workflows.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>
                  <Text fw={600} size="sm">{w.wfName}</Text>
                  {w.wfDescription ? <Text size="xs" c="dimmed">{w.wfDescription}</Text> : null}
                </Table.Td>
                <Table.Td>
                  {w.timeExpressionType === "CRON" ? (
                    <>
                      CRON
                      <Text size="xs" ff="monospace" className={tables.nowrap}>{w.timeExpression}</Text>
                    </>
                  ) : (
                    word("byApi")
                  )}
                </Table.Td>
                <Table.Td>{time(w.nextTriggerTime)}</Table.Td>
                <Table.Td>{w.dag.nodes.length}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={w.enable}
                    disabled={!buttons.update}
                    aria-label={`${word("enable")}: ${w.wfName}`}
                    onChange={(e) => send(e.currentTarget.checked ? "enable" : "disable", w)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" className={tables.nowrap}>
                    {buttons.update ? <RowButton onClick={() => setRunning(w)}>{word("run")}</RowButton> : null}
                    {buttons.update ? <RowLink to={`/workfloweditor?appId=${w.appId}&workflowId=${w.id}`}>{word("edit")}</RowLink> : null}
                    {buttons.add ? <RowButton onClick={() => send("copy", w)}>{word("copy")}</RowButton> : null}
                    <RowLink to={`/dagworkflowinstance?appId=${w.appId}&workflowId=${w.id}`}>{word("instances")}</RowLink>
                    {buttons.delete ? <RowButton color="red" onClick={() => setDeleting(w)}>{word("delete")}</RowButton> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page ? <Pager index={page.index} totalPages={page.totalPages} totalItems={page.totalItems} /> : null}
      {running ? <RunDialog workflow={running} onClose={() => setRunning(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={word("delete")}>
        <Stack>
          <Text>{word("deleteConfirm", { name: deleting?.wfName ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>{word("cancel")}</Button>
            <Button color="red" onClick={() => { if (deleting) send("delete", deleting); setDeleting(null); }}>{word("delete")}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Run now, with the init parameters a node without its own parameters receives; the new instance is one link away. */
function RunDialog({ workflow, onClose }: { workflow: WorkflowInfo; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <RunNowDialog
      title={t("resources.dag.screen.runTitle", { name: workflow.wfName })}
      fields={{ intent: "run", appId: workflow.appId, workflowId: workflow.id }}
      param={{ name: "initParams", label: t("resources.dag.screen.initParams") }}
      runLabel={t("resources.dag.screen.run")}
      opened={(id) => ({ to: `/workflowinstancedetails?appId=${workflow.appId}&wfInstanceId=${id}`, label: t("resources.dag.screen.openRun", { id }) })}
      onClose={onClose}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
