import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Indicator,
  Modal,
  Popover,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { Link } from "@remix-run/react";
import { localText } from "~/lib/wordings";
import { IconBell } from "@tabler/icons-react";
import dayjs from "dayjs";
// Full file names: the ESM server build leaves dayjs to Node, which does not guess extensions.
import "dayjs/locale/zh-cn.js";
import "dayjs/locale/zh-tw.js";
import relativeTime from "dayjs/plugin/relativeTime.js";
import { memo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { HeadNotification, HeadNotifications } from "#contract/notification";
import type { ActionResult } from "~/lib/action-result";
import { NOTICE_DROPDOWN_WIDTH_PX, type Language } from "~/lib/constants";
import { useActionFeedback } from "./action-feedback";
import classes from "./Notices.module.css";
import { useSteadyFetcher } from "./steady";

dayjs.extend(relativeTime);

const DAYJS_LOCALE: Record<Language, string> = {
  en: "en",
  zh: "zh-cn",
  tw: "zh-tw",
};

const TABS = [
  {
    type: "notice",
    label: "widgets.noticesTab",
    empty: "widgets.emptyNotices",
  },
  {
    type: "message",
    label: "widgets.messagesTab",
    empty: "widgets.emptyMessages",
  },
] as const;

/** Where the bell posts reads; the shell's loader runs again afterwards, so the badge follows. */
const NOTICES_ACTION = "/account/notices";

function When({ time, locale }: { time: string; locale: string }) {
  const created = dayjs(time);
  if (!created.isValid()) return <>{time}</>;
  return (
    <time dateTime={created.toISOString()} title={created.format("YYYY-MM-DD HH:mm:ss")}>
      {created.locale(locale).fromNow()}
    </time>
  );
}

/** A notice's title in the user's language where it has one. */
const titleOf = (notice: HeadNotification, language: string) => String(localText(notice, "title", language as Language));

/** One notice opened: title, content as plain text, publisher and time. */
function NoticeModal({ notice, locale, onClose }: { notice: HeadNotification | null; locale: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened={notice !== null} onClose={onClose} title={notice ? titleOf(notice, i18n.language) : undefined} centered>
      {notice ? (
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {notice.content || t("widgets.noContent")}
          </Text>
          <Group gap="lg">
            {notice.publisher ? (
              <Text size="xs" c="dimmed">
                {t("widgets.publisher")}: {notice.publisher}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t("widgets.published")}: <When time={notice.createTime} locale={locale} />
            </Text>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function NoticeList({
  items,
  empty,
  locale,
  onOpen,
}: {
  items: HeadNotification[];
  empty: string;
  locale: string;
  onOpen: (item: HeadNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.empty}>
        {empty}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={320}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            <UnstyledButton className={classes.item} onClick={() => onOpen(item)}>
              <Text size="sm" fw={item.read ? 400 : 700} lineClamp={2}>
                {item.read ? null : <VisuallyHidden>{t("widgets.unread")}: </VisuallyHidden>}
                {titleOf(item, i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                {item.publisher ? `${item.publisher} · ` : null}
                <When time={item.createTime} locale={locale} />
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}

/**
 * Navbar bell with the notice dropdown (SPEC §2). `data` null: the provider could not be asked.
 * Relative times appear only in the dropdown, which the server never renders, so hydration matches.
 */
export const Notices = memo(function Notices({ data }: { data: HeadNotifications | null }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState<HeadNotification | null>(null);
  const [reader, readerBridge] = useSteadyFetcher<ActionResult>();
  useActionFeedback(reader.state === "idle" ? reader.data : undefined);
  const unread = data?.unread ?? 0;
  const locale = DAYJS_LOCALE[i18n.language as Language] ?? "en";

  const openNotice = (item: HeadNotification) => {
    setOpened(false);
    setShown(item);
    if (!item.read) reader.submit({ intent: "read", id: item.id }, { method: "post", action: NOTICES_ACTION });
  };
  const readAll = () => reader.submit({ intent: "readAll" }, { method: "post", action: NOTICES_ACTION });

  return (
    <>
      {readerBridge}
      <Popover width={NOTICE_DROPDOWN_WIDTH_PX} position="bottom-end" shadow="md" opened={opened} onChange={setOpened}>
        <Indicator label={<span aria-hidden>{unread > 99 ? "99+" : unread}</span>} disabled={unread === 0} color="red" size={16} offset={4}>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setOpened((o) => !o)}
              aria-label={data ? t("widgets.notices", { count: unread }) : t("widgets.noticesNoCount")}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0}>
          {data ? (
            <Tabs defaultValue="notice">
              <Tabs.List grow>
                {TABS.map(({ type, label }) => {
                  const count = data.list.filter((item) => item.type === type && !item.read).length;
                  return (
                    <Tabs.Tab
                      key={type}
                      value={type}
                      rightSection={
                        count > 0 ? (
                          <Badge size="xs" circle>
                            {count}
                          </Badge>
                        ) : null
                      }
                    >
                      {t(label)}
                    </Tabs.Tab>
                  );
                })}
              </Tabs.List>
              {TABS.map(({ type, empty }) => (
                <Tabs.Panel key={type} value={type}>
                  <NoticeList items={data.list.filter((item) => item.type === type)} empty={t(empty)} locale={locale} onOpen={openNotice} />
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <Text size="sm" c="dimmed" className={classes.empty}>
              {t("widgets.noticesUnavailable")}
            </Text>
          )}
          <Group justify="space-between" className={classes.footer} wrap="nowrap">
            <Button variant="subtle" size="compact-sm" disabled={unread === 0 || reader.state !== "idle"} onClick={readAll}>
              {t("widgets.markAllRead")}
            </Button>
            <Anchor component={Link} to="/mynotification" size="sm" onClick={() => setOpened(false)}>
              {t("widgets.seeMore")}
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
      <NoticeModal notice={shown} locale={locale} onClose={() => setShown(null)} />
    </>
  );
});
