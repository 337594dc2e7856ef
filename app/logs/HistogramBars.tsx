import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";

export interface HistogramBarsProps {
  data: { start: number; label: string; requests: number; errors: number }[];
  series: { name: "requests" | "errors"; label: string; color: string }[];
  height: number;
  /** A bar's bucket start, clicked: the screen narrows its range to that bucket. */
  onBucket: (start: number) => void;
}

/** Requests and errors per bucket (recharts, loaded on its own after the page). */
export default function HistogramBars({ data, series, height, onBucket }: HistogramBarsProps) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      tickLine="none"
      withLegend
      valueFormatter={(value) => String(value)}
      yAxisProps={{ allowDecimals: false, width: "auto" }}
      xAxisProps={{ minTickGap: 24 }}
      barChartProps={{ accessibilityLayer: false, barCategoryGap: 1 }}
      barProps={{ cursor: "pointer", onClick: (entry: { payload?: { start?: number } }) => entry.payload?.start !== undefined && onBucket(entry.payload.start) }}
    />
  );
}
