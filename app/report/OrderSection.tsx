import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { DataReport } from "#contract/business/report";
import { useTranslation } from "~/i18n/react";
import { moneyText } from "~/ui/format";
import { ChartBox } from "./ChartBox";
import { Figure } from "./Figure";
import { ordersIn, type Span } from "./links";

const CURRENCY_COLORS = ["brand.6", "teal.6", "orange.6", "grape.6", "cyan.6", "red.6"];

/** Orders placed per month and currency with their value, and the suppliers ordered from most. */
export function OrderSection({ data, months, period, reachable }: { data: NonNullable<DataReport["orders"]>; months: readonly string[]; period: Span; reachable: boolean }) {
  const { t, i18n } = useTranslation();
  const r = (key: string) => t(`resources.DataReport.${key}`);
  const link = (span: Span, filters: { currency?: string; supplierId?: string } = {}) => (reachable ? ordersIn(span, filters) : null);
  const month = (m: string) => ({ from: m, to: m });
  const money = (minor: number, currency: string) => (currency ? moneyText(minor, i18n.language, currency) : "");
  const currencies = [...new Set(data.byMonth.map((row) => row.currency))].sort();
  const countOf = (m: string, currency: string) => data.byMonth.find((row) => row.month === m && row.currency === currency)?.count ?? 0;
  const perCurrency = currencies.map((currency) => {
    const rows = data.byMonth.filter((row) => row.currency === currency);
    return { currency, count: rows.reduce((n, row) => n + row.count, 0), totalMinor: rows.reduce((n, row) => n + row.totalMinor, 0) };
  });
  const total = perCurrency.reduce((n, row) => n + row.count, 0);
  const currencyLabel = (currency: string) => currency || r("orders.count");
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="report-orders">
      <Title order={2} size="h4" id="report-orders" mb="xs">
        {r("orders.title")}
      </Title>
      {!data.valuesShown && (
        <Text size="sm" c="dimmed" mb="xs">
          {r("orders.hidden")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartBox
          testId="order-chart"
          stacked
          data={months.map((m) => ({ month: m, label: m, ...Object.fromEntries(currencies.map((currency) => [currency || "count", countOf(m, currency)])) }))}
          series={currencies.map((currency, i) => ({ name: currency || "count", label: currencyLabel(currency), color: CURRENCY_COLORS[i % CURRENCY_COLORS.length] }))}
          linkOf={(m) => ordersIn(month(m))}
        />
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder data-testid="order-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{r("month")}</Table.Th>
                {data.valuesShown && <Table.Th scope="col">{r("orders.currency")}</Table.Th>}
                <Table.Th scope="col" ta="end">{r("orders.count")}</Table.Th>
                {data.valuesShown && <Table.Th scope="col" ta="end">{r("orders.value")}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byMonth.map((row) => (
                <Table.Tr key={`${row.month}-${row.currency}`}>
                  <Table.Th scope="row" fw={400} style={{ whiteSpace: "nowrap" }}>{row.month}</Table.Th>
                  {data.valuesShown && <Table.Td>{row.currency}</Table.Td>}
                  <Table.Td ta="end">
                    <Figure to={link(month(row.month), { currency: row.currency })}>{row.count}</Figure>
                  </Table.Td>
                  {data.valuesShown && <Table.Td ta="end">{money(row.totalMinor, row.currency)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {data.valuesShown &&
                perCurrency.length > 1 &&
                perCurrency.map((row) => (
                  <Table.Tr key={row.currency}>
                    <Table.Th scope="row">{r("total")}</Table.Th>
                    <Table.Td>{row.currency}</Table.Td>
                    <Table.Td ta="end" fw={700}>
                      <Figure to={link(period, { currency: row.currency })}>{row.count}</Figure>
                    </Table.Td>
                    <Table.Td ta="end" fw={700}>{money(row.totalMinor, row.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              <Table.Tr>
                <Table.Th scope="row">{r("total")}</Table.Th>
                {/* One currency: its total is the period's; several: only the number of orders adds up. */}
                {data.valuesShown && <Table.Td>{perCurrency.length === 1 ? perCurrency[0].currency : ""}</Table.Td>}
                <Table.Td ta="end" fw={700} data-testid="order-total">
                  <Figure to={link(period)}>{total}</Figure>
                </Table.Td>
                {data.valuesShown && <Table.Td ta="end" fw={700}>{perCurrency.length === 1 ? money(perCurrency[0].totalMinor, perCurrency[0].currency) : ""}</Table.Td>}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
      {total === 0 && <Text size="sm" c="dimmed" mt="xs">{r("orders.none")}</Text>}
      {data.topSuppliers.length > 0 && (
        <Stack gap="xs" mt="md">
          <Title order={3} size="h5">
            {r("orders.top")}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder data-testid="top-suppliers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{r("orders.supplier")}</Table.Th>
                  <Table.Th scope="col" ta="end">{r("orders.count")}</Table.Th>
                  {data.valuesShown && <Table.Th scope="col" ta="end">{r("orders.value")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.topSuppliers.map((top) => (
                  <Table.Tr key={top.supplierId}>
                    <Table.Th scope="row" fw={400}>{top.supplierName}</Table.Th>
                    <Table.Td ta="end">
                      <Figure to={link(period, { supplierId: top.supplierId })}>{top.count}</Figure>
                    </Table.Td>
                    {data.valuesShown && <Table.Td ta="end">{top.totals.map((total) => money(total.totalMinor, total.currency)).join(" · ")}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Card>
  );
}
