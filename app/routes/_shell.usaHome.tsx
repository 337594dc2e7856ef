import { Grid, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireRouteAccess } from "~/auth/session.server";
import { AttentionCards } from "~/dashboard/AttentionCards";
import { ContainersAtRisk } from "~/dashboard/ContainersAtRisk";
import { RecentShipments } from "~/dashboard/RecentShipments";
import { StageChart } from "~/dashboard/StageChart";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { loadUsDashboard } from "~/provider/usa/dashboard.server";
import { screenTexts } from "~/resources/resources.i18n";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** The broker's day at a glance, with the screen's texts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireRouteAccess(request, "/usaHome");
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  const dashboard = await loadUsDashboard(provider(), call);
  return { dashboard, texts: screenTexts(["usaHome"], call.lang) };
}

/** What needs the broker today, shipments by stage, containers at risk of demurrage, the newest files: each number opens its list. */
export default function UsaHome() {
  const { dashboard } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h3">
          {t("resources.usaHome.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("resources.usaHome.asOf", { date: dashboard.asOf })}
        </Text>
      </Group>
      <section aria-label={t("resources.usaHome.attentionTitle")}>
        <AttentionCards counts={dashboard.attention} />
      </section>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <StageChart counts={dashboard.byStage} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ContainersAtRisk containers={dashboard.containersAtRisk} />
        </Grid.Col>
      </Grid>
      <RecentShipments shipments={dashboard.recent} />
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
