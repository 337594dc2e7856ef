import { Badge, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A record page's heading: its number, its status as an outlined badge (dark shades, so the words
 * stay readable), and the reference an outside system answered with, once there is one.
 */
export function RecordTitle({ title, status, reference }: { title: ReactNode; status: { label: string; color: string; testId: string }; reference?: { text: string | null | undefined; testId: string } }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Badge color={status.color} variant="outline" size="lg" tt="none" data-testid={status.testId}>
        {status.label}
      </Badge>
      {reference?.text && (
        <Text ff="monospace" fw={600} data-testid={reference.testId}>
          {reference.text}
        </Text>
      )}
    </Group>
  );
}
