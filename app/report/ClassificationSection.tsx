import { Card, Stack, Table, Text, Title } from "@mantine/core";
import type { DataReport } from "#contract/business/report";
import { CLASSIFY_STATUSES } from "#contract/customs/classification";
import { useTranslation } from "~/i18n/react";
import { ChartBox } from "./ChartBox";
import { Figure } from "./Figure";
import { classificationIn, type Span } from "./links";

const STATUS_COLORS: Record<(typeof CLASSIFY_STATUSES)[number], string> = { submitted: "blue.5", in_review: "yellow.6", classified: "green.6", returned: "orange.6", cancelled: "gray.5" };

/** Classification orders submitted per month, by the status they are in now. */
export function ClassificationSection({ data, period, reachable }: { data: NonNullable<DataReport["classification"]>; period: Span; reachable: boolean }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.DataReport.${key}`);
  const link = (span: Span, status?: string) => (reachable ? classificationIn(span, status) : null);
  const month = (m: string) => ({ from: m, to: m });
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  const totals = Object.fromEntries(CLASSIFY_STATUSES.map((s) => [s, data.byMonth.reduce((a, row) => a + row.counts[s], 0)])) as Record<string, number>;
  const grand = sum(totals);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="report-classification">
      <Title order={2} size="h4" id="report-classification" mb="xs">
        {r("classification.title")}
      </Title>
      <Stack gap="md">
        <ChartBox
          testId="classification-chart"
          stacked
          data={data.byMonth.map((row) => ({ month: row.month, label: row.month, ...row.counts }))}
          series={CLASSIFY_STATUSES.map((s) => ({ name: s, label: r(`options.status.${s}`), color: STATUS_COLORS[s] }))}
          linkOf={(m) => classificationIn(month(m))}
        />
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder data-testid="classification-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{r("month")}</Table.Th>
                {CLASSIFY_STATUSES.map((s) => (
                  <Table.Th scope="col" ta="end" key={s}>{r(`options.status.${s}`)}</Table.Th>
                ))}
                <Table.Th scope="col" ta="end">{r("classification.count")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byMonth.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>{row.month}</Table.Th>
                  {CLASSIFY_STATUSES.map((s) => (
                    <Table.Td ta="end" key={s}>
                      <Figure to={link(month(row.month), s)}>{row.counts[s]}</Figure>
                    </Table.Td>
                  ))}
                  <Table.Td ta="end" fw={600}>
                    <Figure to={link(month(row.month))}>{sum(row.counts)}</Figure>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{r("total")}</Table.Th>
                {CLASSIFY_STATUSES.map((s) => (
                  <Table.Td ta="end" fw={700} key={s}>
                    <Figure to={link(period, s)}>{totals[s]}</Figure>
                  </Table.Td>
                ))}
                <Table.Td ta="end" fw={700} data-testid="classification-total">
                  <Figure to={link(period)}>{grand}</Figure>
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {grand === 0 && <Text size="sm" c="dimmed" mt="xs">{r("classification.none")}</Text>}
    </Card>
  );
}
