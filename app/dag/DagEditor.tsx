import { Alert, Stack, Text } from "@mantine/core";
import { useCallback, useState } from "react";
import type { Dag, DagMessage } from "#contract/jobs/dag";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { DagCanvas } from "./DagCanvas";
import { DagEdgeList } from "./DagEdgeList";
import { DagNodeList, type JobOption } from "./DagNodeList";

interface DagEditorProps {
  dag: Dag;
  jobs: JobOption[];
  onChange(dag: Dag): void;
}

/** A workflow's DAG drawn on the canvas, with the node and edge lists that do the same by keyboard. */
export function DagEditor({ dag, jobs, onChange }: DagEditorProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [refused, setRefused] = useState<DagMessage | null>(null);
  const jobLabel = useCallback((jobId: string) => jobs.find((j) => j.value === jobId)?.label ?? jobId, [jobs]);
  const editing = { onChange, onRefused: setRefused };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t("resources.dag.editor.canvasHint")}</Text>
      {refused ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefused(null)}>
          {text({ text: refused })}
        </Alert>
      ) : null}
      <DagCanvas dag={dag} jobLabel={jobLabel} label={t("resources.dag.editor.canvas")} editing={editing} />
      <DagNodeList dag={dag} jobs={jobs} onChange={onChange} />
      <DagEdgeList dag={dag} onChange={onChange} onRefused={setRefused} />
    </Stack>
  );
}
