import { Anchor, Badge, Card, Group, Stack, Text, Timeline, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { tripOfSummary, type HkMessage } from "#contract/hk/exchange";
import { TDEC_KINDS } from "#contract/hk/tdec";
import { LabelledValues } from "~/ui/LabelledValues";
import { timeText } from "~/lib/time-zone";
import { useTimeZone } from "~/lib/use-time-zone";

interface Props {
  /** The history screen's name (its texts) and the record's own screen (the facts' labels). */
  screen: "hKDetail" | "declarationDetail";
  recordScreen: "hongKongSeamless" | "hongKongCustomsDeclaration";
  record: Record<string, unknown> & { id: string };
  /** The facts shown, by field of the record's screen; choices are labelled by its options. */
  facts: readonly string[];
  choices: readonly string[];
  /** The facts that are times, shown as the lists show them. */
  times?: readonly string[];
  title: string;
  recordLink?: string;
  messages: HkMessage[];
}

/** Dark shades, outlined, so the words stay readable (WCAG AA); the words carry the meaning. */
const DIRECTION_COLOR = { sent: "blue.9", received: "teal.9", recorded: "gray.7" } as const;

/** One record's facts, then every message sent and received about it, oldest first: what, when, by whom, and the status it left. */
export function MessageHistory({ screen, recordScreen, record, facts, choices, times = [], title, recordLink, messages }: Props) {
  const { t } = useTranslation();
  const s = (key: string) => t(`resources.${screen}.${key}`);
  const zone = useTimeZone();
  const value = (field: string) => {
    const raw = record[field];
    if (raw === null || raw === undefined || raw === "") return "—";
    if (choices.includes(field)) return t(`resources.${recordScreen}.options.${field}.${String(raw)}`);
    return times.includes(field) ? timeText(String(raw), zone) : String(raw);
  };
  /** A message's summary in the user's words: a trip's control point by name and its crossing as a time, a declaration's kind by name. */
  const summary = (message: HkMessage) => {
    const trip = message.type === "bundle" || message.type === "crossed" ? tripOfSummary(message.summary) : null;
    if (trip) return [trip.vehicleNo, t(`resources.hongKongSeamless.options.controlPoint.${trip.controlPoint}`, { defaultValue: trip.controlPoint }), trip.crossingAt && timeText(trip.crossingAt, zone)].filter(Boolean).join(" · ");
    if (message.type === "tdecCreate" && (TDEC_KINDS as readonly string[]).includes(message.summary)) return t(`resources.hongKongCustomsDeclaration.options.kind.${message.summary}`);
    return t(message.summary, { ns: "provider", nsSeparator: false, keySeparator: false, defaultValue: message.summary });
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/${screen}`} size="sm">
        ← {s("page.back")}
      </Anchor>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" ff="monospace">
              {title}
            </Title>
            {recordLink && (
              <Anchor component={Link} to={recordLink} size="sm">
                {s("page.open")}
              </Anchor>
            )}
          </Group>
          <LabelledValues items={facts.map((field) => [t(`resources.${recordScreen}.fields.${field}`), value(field)] as const)} cols={{ base: 2, md: 3, xl: 4 }} />
        </Stack>
      </Card>
      <Title order={3} size="h4">
        {s("page.timeline")}
      </Title>
      {messages.length === 0 ? (
        <Text>{s("page.none")}</Text>
      ) : (
        <Timeline active={messages.length - 1} bulletSize={16} lineWidth={2} data-testid="message-timeline">
          {messages.map((message) => (
            <Timeline.Item
              key={message.id}
              title={
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm">
                    {s(`options.type.${message.type}`)}
                  </Text>
                  <Badge variant="outline" color={DIRECTION_COLOR[message.direction]} tt="none">
                    {s(`options.direction.${message.direction}`)}
                  </Badge>
                  <Badge variant="outline" color="gray.7" tt="none">
                    {s(`options.statusAfter.${message.statusAfter}`)}
                  </Badge>
                </Group>
              }
            >
              <Text size="sm" ff="monospace">
                {message.reference}
              </Text>
              {message.summary && <Text size="sm">{summary(message)}</Text>}
              <Text size="xs" c="dimmed">
                {message.at ? timeText(message.at, zone) : ""}
                {message.by ? ` · ${message.by}` : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
