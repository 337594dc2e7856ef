import { useMounted } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { ChartFrame } from "~/ui/ChartFrame";
import type { MonthBarsProps } from "./MonthBars";

// Recharts is most of the screen's script: the page and its tables come first, the bars follow.
const MonthBars = lazy(() => import("./MonthBars"));
export const CHART_HEIGHT_PX = 220;

/**
 * A chart for the eye, its space held before it arrives so nothing moves; the table beside it
 * carries the same figures as links for keyboards, screen readers and pages without JavaScript.
 */
export function ChartBox(props: Omit<MonthBarsProps, "height"> & { testId: string }) {
  const mounted = useMounted();
  const { testId, ...bars } = props;
  return (
    <ChartFrame height={CHART_HEIGHT_PX} testId={testId}>
      {mounted && (
        <Suspense fallback={null}>
          <MonthBars {...bars} height={CHART_HEIGHT_PX} />
        </Suspense>
      )}
    </ChartFrame>
  );
}
