import { Paper, Stack, Text, Title } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { LogSearch } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { ChartFrame } from "~/ui/ChartFrame";
import { addressWith } from "./address";

// Recharts is most of the screen's script: the table comes first, the bars follow.
const HistogramBars = lazy(() => import("./HistogramBars"));
const HEIGHT_PX = 180;

/** A bucket's width in words: 30 s, 5 min, 3 h, 1 d. */
export function bucketWords(ms: number): { unit: "s" | "m" | "h" | "d"; n: number } {
  if (ms % 86_400_000 === 0) return { unit: "d", n: ms / 86_400_000 };
  if (ms % 3_600_000 === 0) return { unit: "h", n: ms / 3_600_000 };
  if (ms % 60_000 === 0) return { unit: "m", n: ms / 60_000 };
  return { unit: "s", n: ms / 1000 };
}

/** The histogram of the range, with its figures in a sentence for readers who do not see the bars. */
export function LogHistogram({ search }: { search: LogSearch }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.logs.${key}`, values);
  const mounted = useMounted();
  const time = useTimeText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requests = search.buckets.reduce((n, b) => n + b.requests, 0);
  const errors = search.buckets.reduce((n, b) => n + b.errors, 0);
  const bucket = bucketWords(search.bucketMs);
  // Labels drop the date within a day, and the seconds above a minute.
  const label = (ms: number) => time(ms).slice(search.to - search.from > 86_400_000 ? 5 : 11, search.bucketMs >= 60_000 ? -3 : undefined);
  const data = search.buckets.map((b) => ({ ...b, label: label(b.start) }));
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {r("histogram.title")}
        </Title>
        <Text size="sm" c="dimmed" data-testid="histogram-summary">
          {r("histogram.summary", { requests, errors, from: time(search.from), to: time(search.to), bucket: r(`buckets.${bucket.unit}`, { n: bucket.n }) })} {r("histogram.zoom")}
        </Text>
        <ChartFrame height={HEIGHT_PX} testId="log-histogram">
          {mounted && (
            <Suspense fallback={null}>
              <HistogramBars
                data={data}
                height={HEIGHT_PX}
                series={[
                  { name: "requests", label: r("histogram.requests"), color: "blue.6" },
                  { name: "errors", label: r("histogram.errors"), color: "red.7" },
                ]}
                onBucket={(start) => navigate(addressWith(params, { range: "custom", from: start, to: start + search.bucketMs }))}
              />
            </Suspense>
          )}
        </ChartFrame>
      </Stack>
    </Paper>
  );
}
