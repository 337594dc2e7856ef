import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Switch, TextInput, Textarea, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { dagProblem, type Dag } from "#contract/jobs/dag";
import type { SaveWorkflow } from "#contract/jobs/workflow";
import { DagEditor } from "~/dag/DagEditor";
import { workflowEditorAction, workflowEditorData } from "~/dag/workflows.server";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => workflowEditorData(request);
export const action = ({ request }: ActionFunctionArgs) => workflowEditorAction(request);

/** One workflow drawn: its settings and its DAG; saving refuses a DAG the rules refuse, in words. */
export default function WorkflowEditorScreen() {
  const { appId, workflow, jobs } = useLoaderData<typeof loader>();
  return <WorkflowForm key={workflow?.id ?? "new"} appId={appId} workflow={workflow} jobs={jobs} />;
}

function WorkflowForm({ appId, workflow, jobs }: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "appId" | "workflow" | "jobs">) {
  const { t } = useTranslation();
  const text = useMessageText();
  const word = (key: string) => t(`resources.dag.screen.${key}`);
  const fetcher = useFetcher<typeof action>();
  const [values, setValues] = useState<Omit<SaveWorkflow, "dag">>(() => ({
    id: workflow?.id,
    appId,
    wfName: workflow?.wfName ?? "",
    wfDescription: workflow?.wfDescription ?? "",
    timeExpressionType: workflow?.timeExpressionType ?? "API",
    timeExpression: workflow?.timeExpression ?? "",
    timeZone: workflow?.timeZone ?? "UTC",
    maxWfInstanceNum: workflow?.maxWfInstanceNum ?? 1,
    enable: workflow?.enable ?? true,
  }));
  const [dag, setDag] = useState<Dag>(workflow?.dag ?? { nodes: [], edges: [] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const answer = fetcher.data && "error" in fetcher.data && fetcher.data.error ? text(fetcher.data.error) : null;
  const save = () => {
    // The same rules the provider applies, checked first so the reason shows without a round trip.
    const problem = dagProblem(dag);
    setRefusal(problem ? text({ text: problem }) : null);
    if (problem) return;
    fetcher.submit({ workflow: JSON.stringify({ ...values, dag }) }, { method: "post" });
  };
  const shown = refusal ?? answer;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">{workflow ? workflow.wfName : word("newWorkflow")}</Title>
      {shown ? <Alert color="red" role="alert">{shown}</Alert> : null}
      <Group align="flex-end" wrap="wrap">
        <TextInput label={word("wfName")} required maxLength={100} value={values.wfName} onChange={(e) => set({ wfName: e.currentTarget.value })} w={280} />
        <NativeSelect
          label={word("timeExpressionType")}
          value={values.timeExpressionType}
          onChange={(e) => set({ timeExpressionType: e.currentTarget.value as "API" | "CRON" })}
          data={[{ value: "API", label: word("byApi") }, { value: "CRON", label: word("byCron") }]}
          w={220}
        />
        {values.timeExpressionType === "CRON" ? (
          <TextInput label={word("timeExpression")} value={values.timeExpression ?? ""} maxLength={200} onChange={(e) => set({ timeExpression: e.currentTarget.value })} w={200} />
        ) : null}
        <NumberInput label={word("maxWfInstanceNum")} min={0} max={100} value={values.maxWfInstanceNum} onChange={(v) => set({ maxWfInstanceNum: Number(v) || 0 })} w={220} />
        <Switch label={word("enable")} checked={values.enable} onChange={(e) => set({ enable: e.currentTarget.checked })} mb={8} />
      </Group>
      <Textarea label={word("wfDescription")} maxLength={500} autosize minRows={1} value={values.wfDescription ?? ""} onChange={(e) => set({ wfDescription: e.currentTarget.value })} />
      <DagEditor dag={dag} jobs={jobs} onChange={setDag} />
      <Group>
        <Button onClick={save} loading={fetcher.state !== "idle"}>{word("save")}</Button>
        <Button variant="default" component={Link} to={`/workflowinfo?appId=${appId}`}>{word("cancel")}</Button>
      </Group>
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
