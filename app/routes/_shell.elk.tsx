import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import type { LogEntry } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { providerText } from "~/lib/messages";
import { addressWith } from "~/logs/address";
import { LiveTail } from "~/logs/LiveTail";
import { LogDetail } from "~/logs/LogDetail";
import { LogFilters } from "~/logs/LogFilters";
import { LogHistogram } from "~/logs/LogHistogram";
import { logScreen } from "~/logs/logs.server";
import { LogTable } from "~/logs/LogTable";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { Pager } from "~/ui/Pager";

/** The request logs of the app and the provider (issue #27): search, histogram, a line's detail, a request followed, a live tail. */
export const loader = ({ request }: LoaderFunctionArgs) => logScreen(request);

export default function LogViewer() {
  const { range, filter, problem, search, tail } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.logs.${key}`, values);
  const time = useTimeText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState<LogEntry | null>(null);
  const customLabel = r("ranges.custom", { from: time(search.from), to: time(search.to) });
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {r("title")}
        </Title>
        <Text size="sm" c="dimmed">
          {r("intro")}
        </Text>
      </div>
      <LogFilters range={range} filter={filter} customLabel={customLabel} />
      {problem && <Alert color="red">{providerText(t, problem)}</Alert>}
      {filter.requestId && (
        <Alert color="blue" data-testid="following">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{r("table.following", { id: filter.requestId })}</Text>
            <Button component={Link} to={addressWith(params, { requestId: undefined, range: undefined, from: undefined, to: undefined })} size="xs" variant="default">
              {r("table.stopFollowing")}
            </Button>
          </Group>
        </Alert>
      )}
      <LogHistogram search={search} />
      <LogTable list={search.list} onOpen={setOpen} />
      <Pager
        total={search.pagination.total}
        currentPage={search.pagination.current}
        pageSize={search.pagination.pageSize}
        onPage={(currentPage) => navigate(addressWith(params, { currentPage }), { preventScrollReset: true })}
        onPageSize={(pageSize) => navigate(addressWith(params, { pageSize }), { preventScrollReset: true })}
      />
      <LiveTail query={tail} onOpen={setOpen} />
      <LogDetail entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
