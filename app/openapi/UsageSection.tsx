import { Stack, Table, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import type { Usage } from "#contract/openapi/call-log";
import { useTranslation } from "~/i18n/react";
import { ChartFrame } from "~/ui/ChartFrame";

// Recharts is most of the page's script: the documentation and the log come first, the bars follow.
const DayBars = lazy(() => import("./DayBars"));
const CHART_HEIGHT_PX = 200;

/**
 * The member's calls per day over 30 days: bars for the eye (hidden from assistive technology),
 * and the days with calls in a table that carries the same figures.
 */
export function UsageSection({ usage }: { usage: Usage }) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const u = (key: string) => t(`resources.OpenApiInfo.usage.${key}`);
  const busy = usage.filter((day) => day.answered + day.refused > 0);
  const data = usage.map((day) => ({ label: day.day.slice(5), answered: day.answered, refused: day.refused }));
  const series = [
    { name: "answered", label: u("answered"), color: "teal.7" },
    { name: "refused", label: u("refused"), color: "red.7" },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="open-api-usage">
      <Title order={2} size="h4" id="open-api-usage">
        {u("title")}
      </Title>
      {busy.length === 0 ? (
        <Text c="dimmed">{u("none")}</Text>
      ) : (
        <>
          <ChartFrame height={CHART_HEIGHT_PX} testId="open-api-usage-chart">
            {mounted && (
              <Suspense fallback={null}>
                <DayBars data={data} series={series} height={CHART_HEIGHT_PX} />
              </Suspense>
            )}
          </ChartFrame>
          <Table.ScrollContainer minWidth={320} mah={240}>
            <Table striped withTableBorder data-testid="open-api-usage-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{u("day")}</Table.Th>
                  <Table.Th ta="right">{u("answered")}</Table.Th>
                  <Table.Th ta="right">{u("refused")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {busy.map((day) => (
                  <Table.Tr key={day.day}>
                    <Table.Td>{day.day}</Table.Td>
                    <Table.Td ta="right">{day.answered}</Table.Td>
                    <Table.Td ta="right">{day.refused}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
