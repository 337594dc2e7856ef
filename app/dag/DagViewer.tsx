import { Group, Stack, Text } from "@mantine/core";
import { useCallback } from "react";
import type { Dag } from "#contract/jobs/dag";
import { NODE_STATUSES } from "#contract/jobs/dag-status";
import { useTranslation } from "~/i18n/react";
import { DagCanvas, type DrawnNode } from "./DagCanvas";
import c from "./dag.module.css";

interface DagViewerProps {
  dag: Dag<DrawnNode>;
  jobLabel(jobId: string): string;
}

/** An instance's DAG, read-only, each node coloured and worded by its status, with the legend of the colours. */
export function DagViewer({ dag, jobLabel }: DagViewerProps) {
  const { t } = useTranslation();
  const statusText = useCallback((status: number) => t(`resources.dag.nodeStatus.${status}`), [t]);
  return (
    <Stack gap="xs">
      <DagCanvas dag={dag} jobLabel={jobLabel} label={t("resources.dag.editor.viewerCanvas")} statusText={statusText} />
      <Group gap="md" component="ul" aria-label={t("resources.dag.editor.legend")} className={c.legend}>
        {NODE_STATUSES.map((status) => (
          <Group key={status} gap={6} component="li">
            <span className={c.swatch} data-status={status} aria-hidden />
            <Text size="sm">{statusText(status)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
