import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Milestone } from "#contract/customs/milestones";
import type { UsContainer } from "#contract/usa/container";
import { CONTAINER_MILESTONES, isContainerMilestone, SHIPMENT_MILESTONES, type UsMilestone } from "#contract/usa/milestone";
import type { UsShipment } from "#contract/usa/shipment";
import { useMessageText } from "~/lib/messages";
import { buttonCode } from "~/resources/define";
import { importClearance } from "~/resources/importClearance";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { Can } from "~/ui/Can";

interface Props {
  shipment: UsShipment;
  containers: UsContainer[];
  milestones: UsMilestone[];
}

/**
 * The shipment's milestones and each container's, in the order they happen, with a form to
 * record one: the server refuses a date out of order with its neighbours and says which.
 */
export function MilestoneBoard({ shipment, containers, milestones }: Props) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.importClearance.page.${key}`, values);
  const label = (m: Milestone) => p(`milestones.${m}`);
  const valueOf = (m: Milestone, containerId: string | null) => milestones.find((r) => r.milestone === m && (r.containerId ?? null) === containerId);
  const canUpdate = buttonCode(importClearance, "update");

  return (
    <Stack gap="md">
      <Can code={canUpdate}>
        <RecordForm containers={containers} label={label} />
      </Can>
      <Card withBorder padding="sm">
        <Title order={3} size="h5" mb="xs">
          {p("shipmentLevel")}
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table striped withRowBorders={false} aria-label={p("shipmentLevel")}>
            <Table.Tbody>
              {SHIPMENT_MILESTONES.map((m) => (
                <Table.Tr key={m}>
                  <Table.Th scope="row" w={220}>
                    {label(m)}
                  </Table.Th>
                  <Table.Td>
                    <Recorded record={valueOf(m, null)} canUpdate={canUpdate} removeLabel={`${p("remove")} ${label(m)}`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {containers.length > 0 && (
        <Card withBorder padding="sm">
          <Table.ScrollContainer minWidth={360 + containers.length * 160}>
            <Table striped withRowBorders={false} aria-label={p("tabs.containers")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{p("milestone")}</Table.Th>
                  {containers.map((c) => (
                    <Table.Th key={c.id}>{c.containerNumber}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {CONTAINER_MILESTONES.map((m) => (
                  <Table.Tr key={m}>
                    <Table.Th scope="row" w={220}>
                      {label(m)}
                    </Table.Th>
                    {containers.map((c) => (
                      <Table.Td key={c.id}>
                        <Recorded record={valueOf(m, c.id)} canUpdate={canUpdate} removeLabel={`${p("remove")} ${label(m)} ${c.containerNumber}`} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {shipment.onHold && (
        <Text size="sm" c="orange.8">
          {p("holdBlocks")}
        </Text>
      )}
    </Stack>
  );
}

/** A recorded value with a button to remove it; a dash while not yet recorded. */
function Recorded({ record, canUpdate, removeLabel }: { record: UsMilestone | undefined; canUpdate: string; removeLabel: string }) {
  const fetcher = useFetcher<ResourceActionResult>();
  useActionFeedback(fetcher.data);
  if (!record) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {record.at.replace("T", " ")}
      </Text>
      <Can code={canUpdate}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={removeLabel} loading={fetcher.state !== "idle"} onClick={() => fetcher.submit({ intent: "deleteMilestone", id: record.id }, { method: "post" })}>
          <IconX size={14} />
        </ActionIcon>
      </Can>
    </Group>
  );
}

/** Milestone, container (for a container's milestone), date and time, note: one record at a time. */
function RecordForm({ containers, label }: { containers: UsContainer[]; label: (m: Milestone) => string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const p = (key: string) => t(`resources.importClearance.page.${key}`);
  const fetcher = useFetcher<ResourceActionResult>();
  useActionFeedback(fetcher.data);
  const [milestone, setMilestone] = useState<Milestone | null>(null);
  const [containerId, setContainerId] = useState<string | null>(containers[0]?.id ?? null);
  const [at, setAt] = useState("");
  const [note, setNote] = useState("");
  const perContainer = milestone !== null && isContainerMilestone(milestone);
  const fieldErrors = fetcher.state === "idle" ? fetcher.data?.fieldErrors : undefined;
  // A recorded time is cleared once saved, unless the user has already typed the next one meanwhile.
  const submittedAt = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setAt((current) => (current === submittedAt.current ? "" : current));
  }, [fetcher.state, fetcher.data]);

  const submit = () => {
    if (!milestone) return;
    submittedAt.current = at;
    fetcher.submit({ intent: "recordMilestone", milestone, containerId: perContainer ? (containerId ?? "") : "", at, note }, { method: "post" });
  };
  return (
    <Card withBorder padding="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={p("milestone")}
          data={[...SHIPMENT_MILESTONES, ...CONTAINER_MILESTONES].map((m) => ({ value: m, label: label(m) }))}
          value={milestone}
          onChange={(value) => setMilestone(value as Milestone | null)}
          error={fieldErrors?.milestone ? text({ text: fieldErrors.milestone }) : undefined}
          allowDeselect={false}
          w={220}
          searchable
        />
        <Select
          label={p("containerOf")}
          data={containers.map((c) => ({ value: c.id, label: c.containerNumber }))}
          value={containerId}
          onChange={setContainerId}
          disabled={!perContainer}
          allowDeselect={false}
          w={180}
        />
        <TextInput label={p("at")} type="datetime-local" value={at} onChange={(e) => setAt(e.currentTarget.value)} error={fieldErrors?.at ? text({ text: fieldErrors.at }) : undefined} w={230} />
        <TextInput label={p("note")} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={255} w={220} />
        <Button onClick={submit} loading={fetcher.state !== "idle"} disabled={!milestone || !at}>
          {p("record")}
        </Button>
      </Group>
    </Card>
  );
}
