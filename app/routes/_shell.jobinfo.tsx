import { Alert, Anchor, Button, Group, Modal, ScrollArea, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { saveJobSchema, type JobInfo } from "#contract/jobs/job";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { AppPicker } from "~/jobs/AppPicker";
import { useTimeText } from "~/jobs/format";
import { blankJob, JobForm, type JobDraft } from "~/jobs/JobForm";
import { alarmUserOptions, holds, jobAction, jobScreen, text } from "~/jobs/jobs.server";
import { Pager, pageIndexOf } from "~/jobs/Pager";
import { RunNowDialog } from "~/jobs/RunNowDialog";
import tables from "~/jobs/tables.module.css";
import { useReturnFocus } from "~/jobs/use-return-focus";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PAGE_SIZE = 10;

/** The chosen app's jobs, a page at a time, with what the session may do to them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, call, api, apps, app, url, texts } = await jobScreen(request, "/jobinfo");
  const keyword = url.searchParams.get("q")?.trim().slice(0, 64) ?? "";
  const page = app ? await api.listJobs({ appId: app.id, index: pageIndexOf(url), pageSize: PAGE_SIZE, keyword: keyword || undefined }) : null;
  const users = await alarmUserOptions(call).catch(() => []);
  const can = { add: holds(session, "jobinfo", "add"), update: holds(session, "jobinfo", "update"), remove: holds(session, "jobinfo", "delete"), status: holds(session, "jobinfo", "status") };
  return { apps, appId: app?.id, page, keyword, users, can, texts };
}

export const action = ({ request }: ActionFunctionArgs) =>
  jobAction(request, "/jobinfo", {
    preview: async ({ api, form }) => {
      const type = text(form, "timeExpressionType") as JobInfo["timeExpressionType"];
      return { ok: true, data: await api.nextTriggerTimes({ timeExpressionType: type, timeExpression: text(form, "timeExpression"), timeZone: text(form, "timeZone") || "UTC" }) };
    },
    save: async ({ api, form }) => {
      const parsed = saveJobSchema.safeParse(JSON.parse(text(form, "job") || "{}"));
      if (!parsed.success) return { ok: false, error: { key: "errors.hasError" } };
      await api.saveJob(parsed.data);
      return { ok: true, success: { key: "resources.jobs.jobs.saved" } };
    },
    run: async ({ api, form }) => {
      const id = await api.runJob({ jobId: text(form, "jobId"), appId: text(form, "appId"), instanceParams: text(form, "instanceParams") || undefined });
      return { ok: true, success: { key: "resources.jobs.jobs.started", values: { id } }, data: id };
    },
    copy: async ({ api, form }) => {
      await api.copyJob(text(form, "jobId"));
      return { ok: true, success: { key: "resources.jobs.jobs.copied" } };
    },
    delete: async ({ api, form }) => {
      await api.deleteJob(text(form, "jobId"));
      return { ok: true, success: { key: "resources.jobs.jobs.deleted" } };
    },
    enable: async ({ api, form }) => {
      const on = text(form, "enable") === "true";
      await api.setJobEnabled(text(form, "jobId"), on);
      return { ok: true, success: { key: on ? "resources.jobs.jobs.enabled" : "resources.jobs.jobs.disabled" } };
    },
  });

type Dialog = { kind: "edit"; job: JobDraft } | { kind: "run"; job: JobInfo } | { kind: "delete"; job: JobInfo } | null;

/** Run now with instance parameters; the new instance is one link away. */
function RunDialog({ job, onClose }: { job: JobInfo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RunNowDialog
      title={t("resources.jobs.jobs.runTitle", { name: job.jobName })}
      fields={{ intent: "run", jobId: job.id, appId: job.appId }}
      param={{ name: "instanceParams", label: t("resources.jobs.jobs.instanceParams"), description: t("resources.jobs.hints.jobParams") }}
      runLabel={t("resources.jobs.jobs.run")}
      opened={(id) => ({ to: `/taskinstance?appId=${job.appId}&instanceId=${id}&instance=${id}`, label: t("resources.jobs.jobs.openInstance", { id }) })}
      onClose={onClose}
    />
  );
}

function DeleteDialog({ job, onClose }: { job: JobInfo; onClose: () => void }) {
  useReturnFocus();
  const { t } = useTranslation();
  const remove = useFetcher<ActionResult>();
  useActionFeedback(remove.data);
  useEffect(() => {
    if (remove.state === "idle" && remove.data?.ok) onClose();
  }, [remove.state, remove.data]);
  return (
    <Modal opened onClose={onClose} title={t("resources.jobs.jobs.delete")}>
      <remove.Form method="post">
        <Stack>
          <Text>{t("resources.jobs.jobs.deleteConfirm", { name: job.jobName })}</Text>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="jobId" value={job.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("resources.jobs.jobs.cancel")}
            </Button>
            <Button type="submit" color="red" loading={remove.state !== "idle"}>
              {t("resources.jobs.jobs.delete")}
            </Button>
          </Group>
        </Stack>
      </remove.Form>
    </Modal>
  );
}

/** A row's quick acts: enable switch, copy. */
function EnableSwitch({ job, disabled }: { job: JobInfo; disabled: boolean }) {
  const { t } = useTranslation();
  const toggle = useFetcher<ActionResult>();
  useActionFeedback(toggle.data);
  const pending = toggle.formData ? toggle.formData.get("enable") === "true" : job.enable;
  return (
    <Switch
      aria-label={`${t("resources.jobs.fields.enable")}: ${job.jobName}`}
      checked={pending}
      disabled={disabled}
      onChange={(e) => toggle.submit({ intent: "enable", jobId: job.id, enable: String(e.currentTarget.checked) }, { method: "post" })}
    />
  );
}

function CopyButton({ job }: { job: JobInfo }) {
  const { t } = useTranslation();
  const copy = useFetcher<ActionResult>();
  useActionFeedback(copy.data);
  return (
    <Button size="compact-sm" variant="subtle" loading={copy.state !== "idle"} onClick={() => copy.submit({ intent: "copy", jobId: job.id }, { method: "post" })}>
      {t("resources.jobs.jobs.copy")}
    </Button>
  );
}

export default function JobInfoScreen() {
  const { apps, appId, page, keyword, users, can } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.jobs.${key}`, values);
  const time = useTimeText();
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const editable = (job: JobInfo): JobDraft => ({ ...job });
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {r("jobs.title")}
      </Title>
      {apps.length === 0 || !appId || !page ? (
        <Alert color="gray">{r("noApps")}</Alert>
      ) : (
        <>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <AppPicker apps={apps} appId={appId} />
            <Form method="get" role="search">
              <input type="hidden" name="appId" value={appId} />
              <Group gap="xs" align="flex-end">
                <TextInput name="q" label={r("jobs.search")} defaultValue={keyword} maxLength={64} />
                <Button type="submit" variant="default">
                  {r("instances.filter")}
                </Button>
              </Group>
            </Form>
            {can.add && (
              <Button ml="auto" onClick={() => setDialog({ kind: "edit", job: blankJob(appId) })}>
                {r("jobs.add")}
              </Button>
            )}
          </Group>
          <ScrollArea type="auto">
            <Table striped withTableBorder miw={1000} className={tables.table} data-testid="job-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{r("fields.id")}</Table.Th>
                  <Table.Th>{r("fields.jobName")}</Table.Th>
                  <Table.Th>{r("fields.schedule")}</Table.Th>
                  <Table.Th>{r("fields.processorInfo")}</Table.Th>
                  <Table.Th>{r("fields.executeType")}</Table.Th>
                  <Table.Th>{r("fields.nextTriggerTime")}</Table.Th>
                  <Table.Th>{r("fields.enable")}</Table.Th>
                  <Table.Th>{r("jobs.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td ff="monospace">{job.id}</Table.Td>
                    <Table.Td>
                      <Text fw={500}>{job.jobName}</Text>
                      {job.jobDescription && (
                        <Text size="xs" c="dimmed">
                          {job.jobDescription}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r(`options.timeExpressionType.${job.timeExpressionType}`)}
                      {job.timeExpression && (
                        <Text size="xs" ff="monospace">
                          {job.timeExpression}
                          {job.timeExpressionType === "CRON" && job.timeZone !== "UTC" ? ` (${job.timeZone})` : ""}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r(`options.processorInfo.${job.processorInfo}`)}</Table.Td>
                    <Table.Td>{r(`options.executeType.${job.executeType}`)}</Table.Td>
                    <Table.Td>{time(job.nextTriggerTime)}</Table.Td>
                    <Table.Td>
                      <EnableSwitch job={job} disabled={!can.status} />
                    </Table.Td>
                    <Table.Td miw={190}>
                      {/* Two lines of actions rather than a table wider than a 1280 px screen's content. */}
                      <Group gap={4} className={tables.nowrap}>
                        {can.update && job.timeExpressionType !== "WORKFLOW" && (
                          <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: "run", job })}>
                            {r("jobs.run")}
                          </Button>
                        )}
                        {can.update && (
                          <Button size="compact-sm" variant="subtle" onClick={() => setDialog({ kind: "edit", job: editable(job) })}>
                            {r("jobs.edit")}
                          </Button>
                        )}
                        {can.add && <CopyButton job={job} />}
                        {can.remove && (
                          <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: "delete", job })}>
                            {r("jobs.delete")}
                          </Button>
                        )}
                        <Anchor component={Link} to={`/taskinstance?appId=${job.appId}&jobId=${job.id}`} size="sm">
                          {r("jobs.instances")}
                        </Anchor>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {page.data.length === 0 && <Text c="dimmed">{r("jobs.empty")}</Text>}
          <Pager index={page.index} totalPages={page.totalPages} totalItems={page.totalItems} key={params.toString()} />
        </>
      )}
      {dialog?.kind === "edit" && <JobForm job={dialog.job} users={users} onClose={close} />}
      {dialog?.kind === "run" && <RunDialog job={dialog.job} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteDialog job={dialog.job} onClose={close} />}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

/** A schedule's preview reads nothing the page shows: the list is not loaded again for it. */
export const shouldRevalidate = keepPageAfterExpiry;
