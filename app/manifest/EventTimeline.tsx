import { Badge, Group, Text, Timeline, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import type { ManifestEvent } from "#contract/customs/manifest";

/** What happened to the bill and its containers, newest first; a late ISF stands out as a warning. */
export function EventTimeline({ events, headingId }: { events: ManifestEvent[]; headingId: string }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`resources.ManifestQuery.${key}`);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {m("events.title")}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m("events.none")}
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={16} lineWidth={2} data-testid="manifest-events">
          {events.map((event, i) => {
            const warning = event.severity === "warning";
            return (
              <Timeline.Item
                key={`${event.kind}-${event.containerNumber ?? ""}-${event.at}-${i}`}
                color={warning ? "orange.9" : "blue"}
                bullet={warning ? <IconAlertTriangle size={10} aria-hidden /> : undefined}
                title={
                  <Text size="sm" fw={600} c={warning ? "orange.9" : undefined}>
                    {warning && <VisuallyHidden component="span">{m("events.warning")}: </VisuallyHidden>}
                    {t(`resources.ManifestQuery.events.kinds.${event.kind}`, { defaultValue: event.description })}
                  </Text>
                }
              >
                <Group gap={6} wrap="wrap">
                  <Text size="xs" c="dimmed" ff="monospace">
                    {event.at.replace("T", " ")}
                  </Text>
                  {event.containerNumber && (
                    <Badge size="sm" variant="outline" color="gray.7" tt="none" ff="monospace">
                      {event.containerNumber}
                    </Badge>
                  )}
                </Group>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </section>
  );
}
