import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import { useNavigate } from "@remix-run/react";
import type { ShipmentStage } from "#contract/usa/shipment";
import { shipmentsWhere } from "./list-links";

export interface StageBar {
  stage: ShipmentStage;
  label: string;
  count: number;
}

/** The bars (recharts, loaded on its own after the page); a bar opens its stage's list. */
export default function StageBars({ data, seriesLabel, height }: { data: StageBar[]; seriesLabel: string; height: number }) {
  const navigate = useNavigate();
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={[{ name: "count", label: seriesLabel, color: "brand.6" }]}
      gridAxis="none"
      tickLine="none"
      withBarValueLabel
      valueFormatter={(value) => String(value)}
      yAxisProps={{ width: "auto", interval: 0 }}
      xAxisProps={{ allowDecimals: false }}
      barChartProps={{ accessibilityLayer: false, margin: { right: 24 } }}
      barProps={{ cursor: "pointer", onClick: (entry: { payload?: StageBar }) => entry.payload && navigate(shipmentsWhere({ stage: entry.payload.stage })) }}
    />
  );
}
