import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import { useNavigate } from "@remix-run/react";

export interface MonthBarsProps {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  height: number;
  stacked?: boolean;
  /** The list a month's bar opens. */
  linkOf: (month: string) => string;
}

/** Bars by month (recharts, loaded on its own after the page); a bar opens the list behind it. */
export default function MonthBars({ data, series, height, stacked, linkOf }: MonthBarsProps) {
  const navigate = useNavigate();
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      type={stacked ? "stacked" : "default"}
      series={series}
      tickLine="none"
      withLegend={series.length > 1}
      valueFormatter={(value) => String(value)}
      yAxisProps={{ allowDecimals: false, width: "auto" }}
      barChartProps={{ accessibilityLayer: false }}
      barProps={{ cursor: "pointer", onClick: (entry: { payload?: { month?: string } }) => entry.payload?.month && navigate(linkOf(entry.payload.month)) }}
    />
  );
}
