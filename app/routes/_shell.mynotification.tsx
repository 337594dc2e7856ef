import { Badge, Group, Modal, Text, TypographyStylesProvider } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { paths } from "#contract/paths";
import { sanitiseHtml } from "#contract/rich-text";
import { myNotification } from "~/resources/mynotification";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";
import { cellText } from "~/ui/format";
import { useTimeZone } from "~/lib/use-time-zone";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";

/** Marks the chosen notifications of the caller read, one by one with the bell's call. */
const markRead: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length === 0) return { ok: false, error: { key: "kit.selectSome" } };
  for (const id of ids) await client.request({ ...call, method: "POST", path: paths.notification.readNotification, query: { id } });
  return { ok: true, success: { key: "resources.mynotification.markedRead" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, myNotification);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, myNotification, { markRead, open: markRead });

/** One notification, its content as the allowed rich text; opening it marks it read. */
function OpenNotification({ records, onClose }: ResourceDialogProps) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const fetcher = useFetcher();
  const record = records[0];
  useEffect(() => {
    if (record.read === "false") fetcher.submit({ intent: "open", id: record.id }, { method: "post" });
  }, [record.id]);
  return (
    <Modal opened onClose={onClose} title={String(localText(record, "title", i18n.language as Language))} size="lg">
      <Group gap="xs" mb="sm">
        <Badge variant="light">{t(`resources.mynotification.options.type.${String(record.type)}`)}</Badge>
        <Text size="sm" c="dimmed">
          {String(record.publisher ?? "")} · {cellText(record.createTime, "datetime", zone)}
        </Text>
      </Group>
      <TypographyStylesProvider data-testid="notification-content">
        <div dangerouslySetInnerHTML={{ __html: sanitiseHtml(String(record.content ?? "")) }} />
      </TypographyStylesProvider>
    </Modal>
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { open: OpenNotification };

export default function MyNotificationScreen() {
  return <ResourceScreen resource={myNotification} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
