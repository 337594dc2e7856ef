import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import { EXPORT_FORMATS } from "#contract/admin/resource";
import { manifestExportFor, manifestPageFor } from "~/manifest/links";
import { manifestPage } from "~/manifest/manifest.server";
import { ManifestRecordCard } from "~/manifest/ManifestRecordCard";
import { ManifestSearchForm } from "~/manifest/ManifestSearchForm";
import { BillStatusBadge } from "~/manifest/StatusBadge";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => manifestPage(request);

/** A bill or a container looked up in the tenant's manifest: its status, containers and events, as a simulated AMS-style answer. */
export default function ManifestQuery() {
  const { search, problem, answer, examples, canExport } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const m = (key: string, values?: Record<string, unknown>) => t(`resources.ManifestQuery.${key}`, values ?? {});
  const asked = answer ? (answer.query.bill ?? answer.query.container ?? "") : "";
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {m("title")}
      </Title>
      <Alert variant="outline" color="blue.9" bg="var(--mantine-color-body)" icon={<IconInfoCircle aria-hidden />} title={m("simulated")} p="sm" data-testid="simulated-note">
        <Text size="sm">{m("simulatedText")}</Text>
      </Alert>
      <ManifestSearchForm search={search} problem={problem} />

      {!search && examples.length > 0 && (
        <Group gap="xs" wrap="wrap" data-testid="manifest-examples">
          <Text size="sm" c="dimmed">
            {m("tryLabel")}
          </Text>
          {examples.map((example) => (
            <Group key={example.bill} gap={4} wrap="nowrap">
              <Anchor component={Link} to={manifestPageFor({ bill: example.bill })} size="sm" ff="monospace">
                {example.bill}
              </Anchor>
              <BillStatusBadge status={example.status} size="md" />
            </Group>
          ))}
        </Group>
      )}

      {answer && (
        <section aria-label={m("title")} aria-live="polite">
          <Stack gap="md">
            <Group justify="space-between" align="center" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {answer.matches.length > 0 ? `${m("found", { count: answer.matches.length, value: asked })} · ` : ""}
                {m("asOf", { time: answer.asOf.slice(0, 16).replace("T", " ") })}
              </Text>
              {canExport && answer.matches.length > 0 && search && (
                <Group gap="xs" wrap="wrap" role="group" aria-label={m("export")}>
                  {EXPORT_FORMATS.map((format) => (
                    <Button key={format} component="a" href={manifestExportFor(search, format)} download variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />}>
                      {t(`kit.export.${format}`)}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
            {answer.matches.length === 0 ? (
              <Alert variant="outline" color="gray.8" title={m("noBill.title")} data-testid="no-bill" bg="var(--mantine-color-body)">
                <Text size="sm">{m(answer.query.bill ? "noBill.bill" : "noBill.container", { value: asked })}</Text>
              </Alert>
            ) : (
              answer.matches.map((record, i) => <ManifestRecordCard key={record.shipmentId} record={record} index={i} />)
            )}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
