import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";

export interface DayBarsProps {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  height: number;
}

/** Calls per day, answered and refused stacked (recharts, loaded on its own after the page). */
export default function DayBars({ data, series, height }: DayBarsProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      type="stacked"
      series={series}
      tickLine="none"
      withLegend
      valueFormatter={(value) => String(value)}
      yAxisProps={{ allowDecimals: false, width: "auto" }}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
