import { Checkbox, Stack } from "@mantine/core";

/** A node of a checkbox tree: a menu and the menus under it. */
export interface GrantNode {
  id: string;
  label: string;
  children: GrantNode[];
}

/** The leaves under a node (the node itself when it has no children). */
export function leavesOf(node: GrantNode): string[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leavesOf);
}

/** Every node that is checked or partly checked: the granted leaves and their ancestors. */
export function touchedIds(nodes: readonly GrantNode[], checked: ReadonlySet<string>): string[] {
  return nodes.flatMap((node) => {
    const below = touchedIds(node.children, checked);
    const touched = node.children.length === 0 ? checked.has(node.id) : below.length > 0;
    return touched ? [node.id, ...below] : [];
  });
}

interface GrantTreeProps {
  nodes: readonly GrantNode[];
  /** The checked leaves; a parent's state follows from its leaves. */
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

/**
 * A checkbox tree (SPEC §6 grants): checking a parent checks its whole subtree; a parent with
 * some leaves checked shows as indeterminate.
 */
export function GrantTree({ nodes, checked, onChange }: GrantTreeProps) {
  const toggle = (node: GrantNode) => {
    const leaves = leavesOf(node);
    const all = leaves.every((id) => checked.has(id));
    const next = new Set(checked);
    for (const id of leaves) {
      if (all) next.delete(id);
      else next.add(id);
    }
    onChange(next);
  };
  return (
    <Stack gap={6}>
      {nodes.map((node) => {
        const leaves = leavesOf(node);
        const count = leaves.filter((id) => checked.has(id)).length;
        return (
          <Stack key={node.id} gap={6}>
            <Checkbox
              label={node.label}
              checked={count === leaves.length}
              indeterminate={count > 0 && count < leaves.length}
              onChange={() => toggle(node)}
            />
            {node.children.length > 0 && (
              <Stack gap={6} pl="lg">
                <GrantTree nodes={node.children} checked={checked} onChange={onChange} />
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
