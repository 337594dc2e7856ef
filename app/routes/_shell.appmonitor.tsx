import { Alert, Badge, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { saveAppSchema, type AppInfo } from "#contract/jobs/app";
import { useTranslation } from "~/i18n/react";
import { formValues, refusalFieldErrors, validate } from "~/lib/form.server";
import { AppForm, DeleteAppDialog } from "~/jobs/AppDialogs";
import { AppPicker } from "~/jobs/AppPicker";
import { useTimeText } from "~/jobs/format";
import { holds, jobAction, jobScreen, text } from "~/jobs/jobs.server";
import tables from "~/jobs/tables.module.css";
import { useLiveRefresh } from "~/jobs/use-live";
import { ProviderError } from "~/provider/errors";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** The tenant's apps: the chosen one's overview and its workers with the figures they report. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, api, apps, app, texts } = await jobScreen(request, "/appmonitor");
  const [overview, workers] = app ? await Promise.all([api.overview(app.id), api.listWorkers(app.id)]) : [null, []];
  const can = { add: holds(session, "appmonitor", "add"), update: holds(session, "appmonitor", "update"), remove: holds(session, "appmonitor", "delete") };
  return { apps, appId: app?.id, overview, workers, can, texts };
}

/** Apps are saved with the contract's rules checked here first; a name already taken shows under the name. */
export const action = ({ request }: ActionFunctionArgs) =>
  jobAction(request, "/appmonitor", {
    saveApp: async ({ api, form }) => {
      const checked = validate(saveAppSchema, formValues(form));
      if (!checked.ok) return { ok: false, fieldErrors: checked.fieldErrors };
      try {
        await api.saveApp(checked.data);
      } catch (error) {
        const onField = error instanceof ProviderError ? refusalFieldErrors(error.message, ["appName"]) : null;
        if (onField) return { ok: false, fieldErrors: onField };
        throw error;
      }
      return { ok: true, success: { key: "resources.jobs.apps.saved" } };
    },
    deleteApp: async ({ api, form }) => {
      await api.deleteApp(text(form, "appId"));
      return { ok: true, success: { key: "resources.jobs.apps.deleted" } };
    },
  });

type Dialog = { kind: "edit"; app?: AppInfo } | { kind: "delete"; app: AppInfo } | null;

export default function AppMonitor() {
  const { apps, appId, overview, workers, can } = useLoaderData<typeof loader>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const chosen = apps.find((a) => a.id === appId);
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.jobs.${key}`, values);
  const time = useTimeText();
  // Worker figures move with the tasks they run.
  useLiveRefresh(Boolean(overview && overview.runningInstanceCount > 0));
  const online = workers.filter((w) => w.status === "ONLINE").length;
  const figures = overview
    ? [
        [r("overview.jobCount"), overview.jobCount],
        [r("overview.running"), overview.runningInstanceCount],
        [r("overview.failed"), overview.failedInstanceCount],
        [r("overview.workers"), `${online} / ${workers.length}`],
        [r("overview.serverTime"), time(overview.serverTime)],
      ]
    : [];
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {r("monitorTitle")}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {apps.length > 0 && <AppPicker apps={apps} appId={appId} />}
        {chosen && can.update && (
          <Button variant="default" onClick={() => setDialog({ kind: "edit", app: chosen })}>
            {r("apps.edit")}
          </Button>
        )}
        {chosen && can.remove && (
          <Button variant="default" color="red" onClick={() => setDialog({ kind: "delete", app: chosen })}>
            {r("apps.delete")}
          </Button>
        )}
        {can.add && (
          <Button ml="auto" onClick={() => setDialog({ kind: "edit" })}>
            {r("apps.add")}
          </Button>
        )}
      </Group>
      {apps.length === 0 ? (
        <Alert color="gray">{r("noApps")}</Alert>
      ) : (
        <>
          <section aria-label={r("overview.title")}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
              {figures.map(([label, value]) => (
                <Card key={String(label)} withBorder padding="sm" data-testid="overview-figure">
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text size="xl" fw={600}>
                    {value}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
          <Title order={2} size="h4">
            {r("worker.title")}
          </Title>
          <ScrollArea type="auto">
            <Table striped withTableBorder miw={760} className={tables.table} data-testid="worker-table">
              <Table.Thead>
                <Table.Tr>
                  {["address", "status", "cpu", "memory", "disk", "tasks", "lastActive"].map((c) => (
                    <Table.Th key={c}>{r(`worker.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {workers.map((w) => (
                  <Table.Tr key={w.address}>
                    <Table.Td ff="monospace">{w.address}</Table.Td>
                    <Table.Td>
                      <Badge color={w.status === "ONLINE" ? "teal.9" : "gray.7"} variant="outline" tt="none" className={tables.badge}>
                        {r(`worker.${w.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r("worker.cpuValue", { load: w.cpuLoad, cores: w.cpuCores })}</Table.Td>
                    <Table.Td>{r("worker.usedOf", { used: w.memoryUsedGb, total: w.memoryTotalGb })}</Table.Td>
                    <Table.Td>{r("worker.usedOf", { used: w.diskUsedGb, total: w.diskTotalGb })}</Table.Td>
                    <Table.Td>{w.runningTasks}</Table.Td>
                    <Table.Td>{time(w.lastActiveTime)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
      {dialog?.kind === "edit" && <AppForm key={dialog.app?.id ?? "new"} app={dialog.app} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteAppDialog app={dialog.app} onClose={close} />}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
