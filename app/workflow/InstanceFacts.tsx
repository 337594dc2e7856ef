import { Stack, Table, Text, Title } from "@mantine/core";
import { timeText } from "#contract/time-text";
import type { ProcessInstanceDetail } from "#contract/workflow/instance";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { LabelledValues } from "~/ui/LabelledValues";

const T = "resources.processModel";

/** An open task with its candidate groups by name, as the page's loader wrote them. */
type OpenTask = ProcessInstanceDetail["openTasks"][number] & { candidates: string };

/** Who started an instance and when, where it waits, and its variables. */
export function InstanceFacts({ instance }: { instance: Omit<ProcessInstanceDetail, "openTasks"> & { openTasks: OpenTask[] } }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const when = (time: string | null | undefined) => (time ? timeText(time, zone) : "");
  const variables = Object.entries(instance.variables);
  return (
    <Stack gap="sm">
      <LabelledValues
        cols={{ base: 1, xs: 2, md: 4 }}
        items={[
          [t("resources.processInstance.fields.startUserName"), instance.startUserName],
          [t("resources.processInstance.fields.startTime"), when(instance.startTime)],
          [t("resources.processInstance.fields.currentActivityNames"), instance.currentActivityNames ?? ""],
          [t("resources.processInstance.fields.endTime"), when(instance.endTime)],
        ]}
      />
      {instance.openTasks.length > 0 && (
        <>
          <Title order={2} size="h5">
            {t(`${T}.detail.openTasks`)}
          </Title>
          {instance.openTasks.map((task) => (
            <Text key={task.id} size="sm">
              {task.name} · {task.assigneeName ? t(`${T}.detail.waiting`, { who: task.assigneeName }) : t(`${T}.detail.candidates`, { groups: task.candidates })}
            </Text>
          ))}
        </>
      )}
      <Title order={2} size="h5">
        {t(`${T}.variables.title`)}
      </Title>
      {variables.length ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${T}.variables.name`)}</Table.Th>
                <Table.Th>{t(`${T}.variables.value`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variables.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Td ff="monospace">{name}</Table.Td>
                  <Table.Td>{String(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed" size="sm">
          {t(`${T}.variables.none`)}
        </Text>
      )}
    </Stack>
  );
}
