import { SimpleGrid, Text, type SimpleGridProps } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  items: readonly (readonly [label: string, value: ReactNode])[];
  cols: SimpleGridProps["cols"];
  /** Figures (totals, an estimate) read bold; facts of a record plain. */
  figures?: boolean;
}

/** A record's facts or figures as small labels over their values, in a grid that narrows with the screen. */
export function LabelledValues({ items, cols, figures = false }: Props) {
  return (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          {figures ? <Text fw={600}>{value}</Text> : <Text size="sm">{value}</Text>}
        </div>
      ))}
    </SimpleGrid>
  );
}
