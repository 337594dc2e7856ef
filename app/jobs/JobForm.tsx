import { Button, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { JobInfo } from "#contract/jobs/job";
import { DISPATCH_STRATEGIES, EXECUTE_TYPES, PROCESSOR_EXECUTE_TYPES, PROCESSOR_NAMES, TIME_EXPRESSION_TYPES, type ProcessorName } from "#contract/jobs/values";
import { useTranslation } from "~/i18n/react";
import { useReturnFocus } from "./use-return-focus";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { useTimeText } from "./format";

export type JobDraft = Omit<JobInfo, "id" | "nextTriggerTime" | "createTime" | "updateTime"> & { id?: string };

export const blankJob = (appId: string): JobDraft => ({
  appId,
  jobName: "",
  jobDescription: "",
  jobParams: "",
  timeExpressionType: "CRON",
  timeExpression: "0 0 2 * * ?",
  timeZone: "UTC",
  executeType: "STANDALONE",
  processorType: "BUILT_IN",
  processorInfo: "cleanExpiredSessions",
  maxInstanceNum: 0,
  concurrency: 5,
  instanceTimeLimit: 0,
  instanceRetryNum: 0,
  taskRetryNum: 0,
  minCpuCores: 0,
  minMemorySpace: 0,
  minDiskSpace: 0,
  maxWorkerCount: 0,
  dispatchStrategy: "HEALTH_FIRST",
  designatedWorkers: "",
  enable: true,
  notifyUserIds: [],
});

const PREVIEW_DELAY_MS = 400;

/** The schedule's next five fire times, asked of the server as the expression is typed. */
function NextTimes({ draft }: { draft: JobDraft }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const text = useMessageText();
  const preview = useFetcher<ActionResult & { data?: number[] }>();
  const { timeExpressionType, timeExpression, timeZone } = draft;
  useEffect(() => {
    const timer = setTimeout(() => preview.submit({ intent: "preview", timeExpressionType, timeExpression: timeExpression ?? "", timeZone }, { method: "post" }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // The fetcher is stable; only the schedule matters.
  }, [timeExpressionType, timeExpression, timeZone]);
  const answer = preview.data;
  return (
    <Stack gap={4} aria-live="polite" data-testid="next-fire-times">
      <Text size="sm" fw={500}>
        {t("resources.jobs.hints.nextTimes")}
      </Text>
      {answer?.error ? (
        <Text size="sm" c="red">
          {text(answer.error)}
        </Text>
      ) : answer?.data?.length ? (
        <Text size="sm" ff="monospace" component="ol" m={0} pl="lg">
          {answer.data.map((ms) => (
            <li key={ms}>{time(ms)}</li>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t("resources.jobs.hints.noNextTimes")}
        </Text>
      )}
    </Stack>
  );
}

/** Every field of a job, in sections; saving posts it whole as PowerJob's job/save does. */
export function JobForm({ job, users, onClose }: { job: JobDraft; users: { value: string; label: string }[]; onClose: () => void }) {
  useReturnFocus();
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.jobs.${key}`);
  const f = (field: string) => r(`fields.${field}`);
  const [draft, setDraft] = useState(job);
  const save = useFetcher<ActionResult>();
  const text = useMessageText();
  useActionFeedback(save.data, { inDialog: true });
  useEffect(() => {
    if (save.state === "idle" && save.data?.ok) onClose();
  }, [save.state, save.data]);
  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const num = (key: keyof JobDraft, min = 0, max = 100_000, hint?: string) => (
    <NumberInput label={f(key)} description={hint} min={min} max={max} allowDecimal={key.startsWith("min")} value={draft[key] as number} onChange={(v) => set(key, (typeof v === "number" ? v : 0) as never)} />
  );
  const options = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`resources.jobs.options.${name}.${value}`) }));
  const executeTypes = PROCESSOR_EXECUTE_TYPES[draft.processorInfo as ProcessorName] ?? EXECUTE_TYPES;
  const scheduled = draft.timeExpressionType !== "API" && draft.timeExpressionType !== "WORKFLOW";
  return (
    <Modal opened onClose={onClose} title={draft.id ? r("jobs.edit") : r("jobs.add")} size="xl">
      <save.Form method="post" onSubmit={(e) => { e.preventDefault(); save.submit({ intent: "save", job: JSON.stringify(draft) }, { method: "post" }); }}>
        <Stack gap="md">
          <Title order={3} size="h5">{r("jobs.sections.basic")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={f("jobName")} required maxLength={100} value={draft.jobName} onChange={(e) => set("jobName", e.currentTarget.value)} />
            <TextInput label={f("jobDescription")} maxLength={500} value={draft.jobDescription ?? ""} onChange={(e) => set("jobDescription", e.currentTarget.value)} />
          </SimpleGrid>
          <Textarea label={f("jobParams")} description={r("hints.jobParams")} autosize minRows={2} maxLength={10_000} value={draft.jobParams ?? ""} onChange={(e) => set("jobParams", e.currentTarget.value)} />
          <Title order={3} size="h5">{r("jobs.sections.schedule")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={f("timeExpressionType")} data={options("timeExpressionType", TIME_EXPRESSION_TYPES)} value={draft.timeExpressionType} allowDeselect={false} onChange={(v) => v && set("timeExpressionType", v as JobDraft["timeExpressionType"])} />
            <TextInput label={f("timeExpression")} description={r("hints.timeExpression")} disabled={!scheduled} value={draft.timeExpression ?? ""} onChange={(e) => set("timeExpression", e.currentTarget.value)} ff="monospace" />
            <TextInput label={f("timeZone")} disabled={draft.timeExpressionType !== "CRON"} value={draft.timeZone} onChange={(e) => set("timeZone", e.currentTarget.value)} />
          </SimpleGrid>
          {scheduled && <NextTimes draft={draft} />}
          <Title order={3} size="h5">{r("jobs.sections.execution")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={f("processorInfo")} data={options("processorInfo", PROCESSOR_NAMES)} value={draft.processorInfo} allowDeselect={false} onChange={(v) => v && setDraft((d) => ({ ...d, processorInfo: v, executeType: PROCESSOR_EXECUTE_TYPES[v as ProcessorName].includes(d.executeType) ? d.executeType : PROCESSOR_EXECUTE_TYPES[v as ProcessorName][0] }))} />
            <Select label={f("executeType")} data={options("executeType", executeTypes)} value={draft.executeType} allowDeselect={false} onChange={(v) => v && set("executeType", v as JobDraft["executeType"])} />
            <Select label={f("processorType")} data={options("processorType", ["BUILT_IN"])} value={draft.processorType} allowDeselect={false} onChange={(v) => v && set("processorType", v as JobDraft["processorType"])} />
            <Select label={f("dispatchStrategy")} data={options("dispatchStrategy", DISPATCH_STRATEGIES)} value={draft.dispatchStrategy} allowDeselect={false} onChange={(v) => v && set("dispatchStrategy", v as JobDraft["dispatchStrategy"])} />
            <TextInput label={f("designatedWorkers")} disabled={draft.dispatchStrategy !== "SPECIFY"} value={draft.designatedWorkers ?? ""} onChange={(e) => set("designatedWorkers", e.currentTarget.value)} />
            <Switch label={f("enable")} checked={draft.enable} onChange={(e) => set("enable", e.currentTarget.checked)} mt="lg" />
          </SimpleGrid>
          <Title order={3} size="h5">{r("jobs.sections.limits")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {num("maxInstanceNum", 0, 1000, r("hints.zeroUnlimited"))}
            {num("concurrency", 1, 1000)}
            {num("instanceTimeLimit", 0, 7 * 24 * 3_600_000, r("hints.zeroUnlimited"))}
            {num("instanceRetryNum", 0, 100)}
            {num("taskRetryNum", 0, 100)}
            {num("maxWorkerCount", 0, 1000, r("hints.zeroUnlimited"))}
          </SimpleGrid>
          <Title order={3} size="h5">{r("jobs.sections.resources")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {num("minCpuCores")}
            {num("minMemorySpace")}
            {num("minDiskSpace")}
          </SimpleGrid>
          <Title order={3} size="h5">{r("jobs.sections.alarm")}</Title>
          <MultiSelect label={f("notifyUserIds")} data={users} value={draft.notifyUserIds} onChange={(v) => set("notifyUserIds", v)} searchable />
          {save.data?.error && (
            <Text c="red" size="sm" role="alert">
              {text(save.data.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {r("jobs.cancel")}
            </Button>
            <Button type="submit" loading={save.state !== "idle"} disabled={!draft.jobName.trim()}>
              {r("jobs.save")}
            </Button>
          </Group>
        </Stack>
      </save.Form>
    </Modal>
  );
}
