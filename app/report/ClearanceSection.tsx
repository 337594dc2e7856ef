import { Anchor, Card, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { DataReport } from "#contract/business/report";
import { SHIPMENT_STAGES } from "#contract/usa/shipment";
import { useTranslation } from "~/i18n/react";
import classes from "~/dashboard/Dashboard.module.css";
import { moneyText } from "~/ui/format";
import { ChartBox } from "./ChartBox";
import { Figure } from "./Figure";
import { shipmentsIn, type Span } from "./links";

/** Shipments opened per month with their fees, and where the period's shipments wait now. */
export function ClearanceSection({ data, period, reachable }: { data: NonNullable<DataReport["clearances"]>; period: Span; reachable: boolean }) {
  const { t, i18n } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.DataReport.${key}`, values);
  const link = (span: Span, stage?: string) => (reachable ? shipmentsIn(span, stage) : null);
  const month = (m: string) => ({ from: m, to: m });
  const total = data.byMonth.reduce((sum, row) => ({ count: sum.count + row.count, fees: sum.fees + row.feesUsdCents }), { count: 0, fees: 0 });
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="report-clearances">
      <Title order={2} size="h4" id="report-clearances" mb="xs">
        {r("clearances.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartBox
          testId="clearance-chart"
          data={data.byMonth.map((row) => ({ month: row.month, label: row.month, count: row.count }))}
          series={[{ name: "count", label: r("clearances.count"), color: "brand.6" }]}
          linkOf={(m) => shipmentsIn(month(m))}
        />
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder data-testid="clearance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{r("month")}</Table.Th>
                <Table.Th scope="col" ta="end">{r("clearances.count")}</Table.Th>
                <Table.Th scope="col" ta="end">{r("clearances.fees")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byMonth.map((row) => (
                <Table.Tr key={row.month}>
                  <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>{row.month}</Table.Th>
                  <Table.Td ta="end" data-month={row.month}>
                    <Figure to={link(month(row.month))}>{row.count}</Figure>
                  </Table.Td>
                  <Table.Td ta="end">{moneyText(row.feesUsdCents, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{r("total")}</Table.Th>
                <Table.Td ta="end" fw={700} data-testid="clearance-total">
                  <Figure to={link(period)}>{total.count}</Figure>
                </Table.Td>
                <Table.Td ta="end" fw={700}>{moneyText(total.fees, i18n.language)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
      {total.count === 0 && <Text size="sm" c="dimmed" mt="xs">{r("clearances.none")}</Text>}
      <Title order={3} size="h5" mt="md" mb="xs">
        {r("clearances.byStage")}
      </Title>
      <ul className={classes.stageLinks} data-testid="clearance-stages">
        {SHIPMENT_STAGES.map((stage) => (
          <li key={stage}>
            {reachable ? (
              <Anchor component={Link} to={shipmentsIn(period, stage)} size="sm">
                {r(`options.stage.${stage}`)} ({data.byStage[stage]})
              </Anchor>
            ) : (
              `${r(`options.stage.${stage}`)} (${data.byStage[stage]})`
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
