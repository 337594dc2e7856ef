import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { addMonths, DATA_REPORT_MENU, defaultPeriod, reportQuerySchema, type ReportQuery } from "#contract/business/report";
import { canAccess } from "~/auth/access";
import { requireRouteAccess } from "~/auth/session.server";
import { useTranslation } from "~/i18n/react";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { loadDataReport } from "~/provider/business/report.server";
import { provider } from "~/provider/index.server";
import { ClassificationSection } from "~/report/ClassificationSection";
import { ClearanceSection } from "~/report/ClearanceSection";
import { OrderSection } from "~/report/OrderSection";
import { canUse } from "~/resources/protocol";
import { screenTexts } from "~/resources/resources.i18n";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** The period in the address, or the last six months when it names none or a wrong one. */
function periodOf(url: URL, today: string): { period: ReportQuery; invalid: boolean } {
  const asked = { from: url.searchParams.get("from"), to: url.searchParams.get("to") };
  if (asked.from === null && asked.to === null) return { period: defaultPeriod(today), invalid: false };
  const parsed = reportQuerySchema.safeParse(asked);
  return parsed.success ? { period: parsed.data, invalid: false } : { period: defaultPeriod(today), invalid: true };
}

/** The tenant's month figures over a period, each section only for a reader of the list behind it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireRouteAccess(request, "/DataReport");
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const today = new Date().toISOString().slice(0, 10);
  const { period, invalid } = periodOf(new URL(request.url), today);
  const report = await loadDataReport(provider(), call, period);
  const reaches = (path: string) => canAccess(path, { roles: session.user.roles, menuPaths: session.menuPaths });
  return {
    report,
    invalid,
    thisMonth: today.slice(0, 7),
    canExport: canUse(session.authority.menuButton, `${DATA_REPORT_MENU}:export`),
    reachable: { orders: reaches("/orderList"), clearances: reaches("/importClearance"), classification: reaches("/ClassifyPlatform") },
    texts: screenTexts(["DataReport"], call.lang),
  };
}

export default function DataReportScreen() {
  const { report, invalid, thisMonth, reachable, canExport } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.DataReport.${key}`, values);
  const period = { from: report.from, to: report.to };
  const preset = (from: string, label: string) => (
    <Anchor component={Link} to={`?from=${from}&to=${thisMonth}`} size="sm">
      {label}
    </Anchor>
  );
  const shown = [report.orders, report.clearances, report.classification].filter((s) => s !== null).length;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h3">
          {r("title")}
        </Title>
        {canExport && (
          <Button component="a" href={`/DataReport/export?from=${report.from}&to=${report.to}`} download variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
            {r("export")}
          </Button>
        )}
      </Group>
      <Form method="get" aria-label={r("period.legend")}>
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput type="month" name="from" label={r("period.from")} defaultValue={report.from} key={`from-${report.from}`} required w={170} />
          <TextInput type="month" name="to" label={r("period.to")} defaultValue={report.to} key={`to-${report.to}`} required w={170} />
          <Button type="submit">{r("period.show")}</Button>
          <Group gap="md" pb={6}>
            {preset(addMonths(thisMonth, -5), r("period.lastSix"))}
            {preset(addMonths(thisMonth, -11), r("period.lastTwelve"))}
            {preset(`${thisMonth.slice(0, 4)}-01`, r("period.thisYear"))}
          </Group>
        </Group>
      </Form>
      {invalid && (
        <Alert color="yellow" role="status">
          {r("period.invalid")}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {r("caption", { from: report.from, to: report.to })}
      </Text>
      {report.orders && <OrderSection data={report.orders} months={report.months} period={period} reachable={reachable.orders} />}
      {report.clearances && <ClearanceSection data={report.clearances} period={period} reachable={reachable.clearances} />}
      {report.classification && <ClassificationSection data={report.classification} period={period} reachable={reachable.classification} />}
      {shown < 3 && (
        <Text size="sm" c="dimmed">
          {r("noSection")}
        </Text>
      )}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
