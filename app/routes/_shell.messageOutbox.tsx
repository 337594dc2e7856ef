import { Alert, Badge, Button, Checkbox, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ADMIN_ROLE } from "~/auth/access";
import { messageForError } from "~/auth/messages.server";
import { requireRouteAccess } from "~/auth/session.server";
import { useMessageText } from "~/lib/messages";
import { provider, queryOutbox, readOutboxQuery } from "~/provider/index.server";
import { RootErrorPage } from "~/ui/ErrorPage";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { timeText } from "~/lib/time-zone";
import { useTimeZone } from "~/lib/use-time-zone";
import { OUTBOX_CHANNELS } from "#contract/outbox";

const OUTBOX_PATH = "/messageOutbox";
/** How often the open screen asks again while auto-refresh is on. */
const REFRESH_MS = 5_000;


/**
 * The simulated SMS and e-mail of the administrator's own tenant, so demos can read codes
 * without the simulator's dev endpoints. Administrators only, whatever the menu grants.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireRouteAccess(request, OUTBOX_PATH);
  if (!session.user.roles.includes(ADMIN_ROLE)) throw new Response("Unauthorized", { status: 401 });
  const query = readOutboxQuery(new URL(request.url).searchParams);
  try {
    const page = await queryOutbox(provider(), session.token, query);
    return { query, page, error: null };
  } catch (error) {
    return { query, page: null, error: messageForError(error) };
  }
}

export default function MessageOutbox() {
  const { query, page, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const text = useMessageText();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [auto, setAuto] = useState(true);

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [auto, revalidator]);

  const pages = page ? Math.max(1, Math.ceil(page.pagination.total / page.pagination.pageSize)) : 1;
  const goTo = (target: number) =>
    setSearchParams((params) => {
      params.set("page", String(target));
      return params;
    });
  const zone = useTimeZone();
  const when = (value: string) => timeText(value, zone);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("outbox.title")}
      </Title>
      <Text c="dimmed">{t("outbox.intro")}</Text>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <Select
            name="channel"
            label={t("outbox.channel")}
            defaultValue={query.channel ?? ""}
            allowDeselect={false}
            data={[
              { value: "", label: t("outbox.allChannels") },
              ...OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(`outbox.${channel}`) })),
            ]}
          />
          <TextInput name="to" label={t("outbox.recipient")} defaultValue={query.to ?? ""} maxLength={100} />
          <Button type="submit">{t("outbox.filter")}</Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={revalidator.state === "loading"}
            onClick={() => revalidator.revalidate()}
          >
            {t("outbox.refresh")}
          </Button>
          <Checkbox label={t("outbox.autoRefresh")} checked={auto} onChange={(event) => setAuto(event.currentTarget.checked)} />
        </Group>
      </Form>
      {error ? <Alert color="red">{text(error)}</Alert> : null}
      {page && page.list.length === 0 ? <Text>{t("outbox.empty")}</Text> : null}
      {page && page.list.length > 0 ? (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("outbox.time")}</Table.Th>
                  <Table.Th>{t("outbox.channel")}</Table.Th>
                  <Table.Th>{t("outbox.recipient")}</Table.Th>
                  <Table.Th>{t("outbox.subject")}</Table.Th>
                  <Table.Th>{t("outbox.body")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.list.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{when(entry.createTime)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`outbox.${entry.channel}`)}</Badge>
                    </Table.Td>
                    <Table.Td>{entry.to}</Table.Td>
                    <Table.Td>{entry.subject}</Table.Td>
                    <Table.Td style={{ whiteSpace: "pre-wrap" }}>{entry.body}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm">{t("outbox.total", { count: page.pagination.total })}</Text>
            <Pagination
              total={pages}
              value={page.pagination.current}
              onChange={goTo}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** Inside the shell: 401 and outages keep the sidebar so the user can go elsewhere. */
export function ErrorBoundary() {
  return <RootErrorPage />;
}

export const shouldRevalidate = keepPageAfterExpiry;
