import { Alert, Anchor, Badge, Button, Group, ScrollArea, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { INSTANCE_STATUS_VALUES } from "#contract/jobs/values";
import { idSchema } from "#contract/envelope";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { providerText } from "~/lib/messages";
import { AppPicker } from "~/jobs/AppPicker";
import { useTimeText } from "~/jobs/format";
import { InstanceDetail } from "~/jobs/InstanceDetail";
import { holds, jobAction, jobOptions, jobScreen, text } from "~/jobs/jobs.server";
import { Pager, pageIndexOf } from "~/jobs/Pager";
import { isActive, StatusBadge } from "~/jobs/StatusBadge";
import tables from "~/jobs/tables.module.css";
import { useLiveRefresh } from "~/jobs/use-live";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PAGE_SIZE = 10;

const idIn = (url: URL, name: string) => {
  const value = url.searchParams.get(name) ?? "";
  return idSchema.safeParse(value).success ? value : undefined;
};

/** The chosen app's instances, newest first, filtered; with the one the address opens (`?instance=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, api, apps, app, url, texts } = await jobScreen(request, "/taskinstance");
  const status = Number(url.searchParams.get("status"));
  const filters = { jobId: idIn(url, "jobId"), instanceId: idIn(url, "instanceId"), status: (INSTANCE_STATUS_VALUES as number[]).includes(status) ? status : undefined };
  if (!app) return { apps, appId: undefined, page: null, jobs: [], filters, opened: null, canAct: false, texts };
  const [page, jobs] = await Promise.all([api.listInstances({ appId: app.id, index: pageIndexOf(url), pageSize: PAGE_SIZE, ...filters }), jobOptions(api, app.id)]);
  const instance = idIn(url, "instance");
  const opened = instance ? await Promise.all([api.instanceDetail(instance), api.instanceTasks(instance), api.instanceLog(instance)]).then(([detail, tasks, log]) => ({ detail, tasks, log: log.data })) : null;
  return { apps, appId: app.id, page, jobs, filters, opened, canAct: holds(session, "taskinstance", "update"), texts };
}

export const action = ({ request }: ActionFunctionArgs) =>
  jobAction(request, "/taskinstance", {
    stop: async ({ api, form }) => {
      await api.stopInstance(text(form, "instanceId"));
      return { ok: true, success: { key: "resources.jobs.instances.stopped" } };
    },
    retry: async ({ api, form }) => {
      await api.retryInstance(text(form, "instanceId"));
      return { ok: true, success: { key: "resources.jobs.instances.retried" } };
    },
  });

/** Stop (a running or waiting instance) or retry (a finished one). */
function InstanceAct({ instanceId, intent, label }: { instanceId: string; intent: "stop" | "retry"; label: string }) {
  const act = useFetcher<ActionResult>();
  useActionFeedback(act.data);
  return (
    <Button size="compact-sm" variant={intent === "stop" ? "default" : "subtle"} loading={act.state !== "idle"} onClick={() => act.submit({ intent, instanceId }, { method: "post" })}>
      {label}
    </Button>
  );
}

export default function TaskInstanceScreen() {
  const { apps, appId, page, jobs, filters, opened, canAct } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.jobs.${key}`, values);
  const time = useTimeText();
  const location = useLocation();
  const running = Boolean(page?.data.some((i) => isActive(i.status)) || (opened && isActive(opened.detail.status)));
  useLiveRefresh(running);
  const openHref = (instanceId: string) => {
    const next = new URLSearchParams(location.search);
    next.set("instance", instanceId);
    return `?${next.toString()}`;
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {r("instances.title")}
        </Title>
        {running && (
          <Badge variant="dot" color="blue" aria-live="polite">
            {r("instances.live")}
          </Badge>
        )}
      </Group>
      {!appId || !page ? (
        <Alert color="gray">{r("noApps")}</Alert>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <AppPicker apps={apps} appId={appId} />
            <Form method="get" role="search">
              <input type="hidden" name="appId" value={appId} />
              <Group gap="xs" align="flex-end" wrap="wrap">
                <Select name="jobId" label={r("instances.job")} data={jobs} defaultValue={filters.jobId ?? null} placeholder={r("instances.allJobs")} clearable searchable w={220} />
                <Select
                  name="status"
                  label={r("instances.status")}
                  data={INSTANCE_STATUS_VALUES.map((s) => ({ value: String(s), label: r(`options.status.${s}`) }))}
                  defaultValue={filters.status ? String(filters.status) : null}
                  placeholder={r("instances.allStatuses")}
                  clearable
                  w={180}
                />
                <TextInput name="instanceId" label={r("instances.instanceId")} defaultValue={filters.instanceId ?? ""} maxLength={20} w={200} />
                <Button type="submit" variant="default">
                  {r("instances.filter")}
                </Button>
              </Group>
            </Form>
          </Group>
          <ScrollArea type="auto">
            <Table striped withTableBorder miw={1000} className={tables.table} data-testid="instance-table">
              <Table.Thead>
                <Table.Tr>
                  {["instanceId", "job", "status", "triggerType", "expected", "finished", "attempts", "result"].map((c) => (
                    <Table.Th key={c}>{r(`instances.${c}`)}</Table.Th>
                  ))}
                  <Table.Th>{r("jobs.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.map((i) => (
                  <Table.Tr key={i.instanceId}>
                    <Table.Td ff="monospace">{i.instanceId}</Table.Td>
                    <Table.Td>{i.jobName ?? i.jobId}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={i.status} />
                    </Table.Td>
                    <Table.Td>{r(`options.triggerType.${i.triggerType}`)}</Table.Td>
                    <Table.Td>{time(i.expectedTriggerTime)}</Table.Td>
                    <Table.Td>{time(i.finishedTime)}</Table.Td>
                    <Table.Td>{i.runningTimes}</Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" lineClamp={2}>
                        {i.result ? providerText(t, i.result) : "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" className={tables.nowrap}>
                        <Anchor component={Link} to={openHref(i.instanceId)} size="sm" preventScrollReset>
                          {r("instances.detail")}
                        </Anchor>
                        {canAct && isActive(i.status) && <InstanceAct instanceId={i.instanceId} intent="stop" label={r("instances.stop")} />}
                        {canAct && !isActive(i.status) && <InstanceAct instanceId={i.instanceId} intent="retry" label={r("instances.retry")} />}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {page.data.length === 0 && <Text c="dimmed">{r("instances.empty")}</Text>}
          <Pager index={page.index} totalPages={page.totalPages} totalItems={page.totalItems} />
        </>
      )}
      {opened && <InstanceDetail detail={opened.detail} tasks={opened.tasks} log={opened.log} />}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
