import { Anchor, Card, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { ChartFrame } from "~/ui/ChartFrame";
import { SHIPMENT_STAGES, type ShipmentStage } from "#contract/usa/shipment";
import classes from "./Dashboard.module.css";
import { shipmentsWhere } from "./list-links";

// Recharts is most of the screen's script: the page hydrates without it and the bars follow.
const StageBars = lazy(() => import("./StageBars"));
/** 30 px a bar and 40 px for the axis: the space is held before the bars arrive, so nothing moves. */
const CHART_HEIGHT_PX = 30 * SHIPMENT_STAGES.length + 40;

/**
 * Shipments by the milestone they wait for. The chart is for the eye; the links below it carry
 * the same numbers for keyboards, screen readers and pages without JavaScript, so the chart
 * itself is hidden from assistive technology.
 */
export function StageChart({ counts }: { counts: Record<ShipmentStage, number> }) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const r = (key: string) => t(`resources.usaHome.${key}`);
  const data = SHIPMENT_STAGES.map((stage) => ({ stage, label: r(`options.stage.${stage}`), count: counts[stage] }));
  return (
    <Card withBorder padding="sm" h="100%">
      <Title order={2} size="h4" mb="sm">
        {r("byStage.title")}
      </Title>
      <ChartFrame height={CHART_HEIGHT_PX} testId="stage-chart">
        {mounted && (
          <Suspense fallback={null}>
            <StageBars data={data} seriesLabel={r("byStage.series")} height={CHART_HEIGHT_PX} />
          </Suspense>
        )}
      </ChartFrame>
      <ul className={classes.stageLinks} aria-label={r("byStage.links")} data-testid="stage-links">
        {data.map(({ stage, label, count }) => (
          <li key={stage}>
            <Anchor component={Link} to={shipmentsWhere({ stage })} size="sm">
              {label} ({count})
            </Anchor>
          </li>
        ))}
      </ul>
    </Card>
  );
}
