import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { edgeProblem, type Dag, type DagMessage } from "#contract/jobs/dag";
import { useTranslation } from "~/i18n/react";

interface DagEdgeListProps {
  dag: Dag;
  onChange(dag: Dag): void;
  onRefused(problem: DagMessage | null): void;
}

/** The DAG's edges as a list with "from / to" choices: the keyboard's way to join and part nodes. */
export function DagEdgeList({ dag, onChange, onRefused }: DagEdgeListProps) {
  const { t } = useTranslation();
  const word = (key: string, values?: Record<string, string>) => t(`resources.dag.editor.${key}`, values);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const nameOf = (nodeId: number) => `${nodeId}. ${dag.nodes.find((n) => n.nodeId === nodeId)?.nodeName ?? ""}`;
  const choices = [{ value: "", label: "—" }, ...dag.nodes.map((n) => ({ value: String(n.nodeId), label: nameOf(n.nodeId) }))];
  const add = () => {
    const edge = { from: Number(from), to: Number(to) };
    const problem = edgeProblem(dag, edge);
    onRefused(problem);
    if (problem) return;
    onChange({ ...dag, edges: [...dag.edges, edge] });
    setFrom("");
    setTo("");
  };
  return (
    <Stack gap="xs" component="section" aria-label={word("edges")}>
      <Text fw={600}>{word("edges")}</Text>
      {dag.edges.length === 0 ? <Text c="dimmed" size="sm">{word("noEdges")}</Text> : null}
      {dag.edges.map((edge) => (
        <Group key={`${edge.from}-${edge.to}`} gap="xs">
          <Text size="sm">{nameOf(edge.from)} → {nameOf(edge.to)}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onChange({ ...dag, edges: dag.edges.filter((e) => e !== edge) })}
            aria-label={word("removeEdge", { from: nameOf(edge.from), to: nameOf(edge.to) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect label={word("from")} data={choices} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={200} />
        <NativeSelect label={word("to")} data={choices} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={200} />
        <Button variant="light" onClick={add} disabled={!from || !to}>{word("addEdge")}</Button>
      </Group>
    </Stack>
  );
}
