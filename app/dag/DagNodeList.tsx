import { ActionIcon, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { nextNodeId, type Dag, type DagNode } from "#contract/jobs/dag";
import { useTranslation } from "~/i18n/react";

export interface JobOption {
  value: string;
  label: string;
}

interface DagNodeListProps {
  dag: Dag;
  jobs: JobOption[];
  onChange(dag: Dag): void;
}

/** The DAG's nodes as fields: the keyboard's way to add, name, set and remove them. */
export function DagNodeList({ dag, jobs, onChange }: DagNodeListProps) {
  const { t } = useTranslation();
  const word = (key: string, values?: Record<string, string>) => t(`resources.dag.editor.${key}`, values);
  const [jobId, setJobId] = useState("");
  const change = (nodeId: number, patch: Partial<DagNode>) => onChange({ ...dag, nodes: dag.nodes.map((n) => (n.nodeId === nodeId ? { ...n, ...patch } : n)) });
  const remove = (nodeId: number) =>
    onChange({ nodes: dag.nodes.filter((n) => n.nodeId !== nodeId), edges: dag.edges.filter((e) => e.from !== nodeId && e.to !== nodeId) });
  const add = () => {
    const job = jobs.find((j) => j.value === jobId);
    if (!job) return;
    onChange({ ...dag, nodes: [...dag.nodes, { nodeId: nextNodeId(dag), jobId: job.value, nodeName: job.label, enable: true, skipWhenFailed: false, nodeParams: "" }] });
    setJobId("");
  };
  const jobChoices = [{ value: "", label: "—" }, ...jobs];
  return (
    <Stack gap="xs" component="section" aria-label={word("nodes")}>
      <Text fw={600}>{word("nodes")}</Text>
      {dag.nodes.length === 0 ? <Text c="dimmed" size="sm">{word("noNodes")}</Text> : null}
      {dag.nodes.map((node) => (
        <Paper key={node.nodeId} withBorder p="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Text size="sm" fw={600} w={28}>{node.nodeId}.</Text>
            <TextInput label={word("nodeName")} value={node.nodeName} maxLength={64} onChange={(e) => change(node.nodeId, { nodeName: e.currentTarget.value })} w={180} />
            <NativeSelect label={word("job")} data={jobChoices} value={node.jobId} onChange={(e) => change(node.nodeId, { jobId: e.currentTarget.value })} w={200} />
            <TextInput label={word("nodeParams")} value={node.nodeParams} maxLength={2000} onChange={(e) => change(node.nodeId, { nodeParams: e.currentTarget.value })} w={180} />
            <Checkbox label={word("enable")} checked={node.enable} onChange={(e) => change(node.nodeId, { enable: e.currentTarget.checked })} mb={8} />
            <Checkbox label={word("skipWhenFailed")} checked={node.skipWhenFailed} onChange={(e) => change(node.nodeId, { skipWhenFailed: e.currentTarget.checked })} mb={8} />
            <ActionIcon variant="subtle" color="red" onClick={() => remove(node.nodeId)} aria-label={word("removeNode", { name: node.nodeName })} mb={4}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect label={word("job")} data={jobChoices} value={jobId} onChange={(e) => setJobId(e.currentTarget.value)} w={220} />
        <Button variant="light" onClick={add} disabled={!jobId}>{word("addNode")}</Button>
      </Group>
    </Stack>
  );
}
