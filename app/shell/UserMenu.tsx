import { Box, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, Link, useSubmit } from "@remix-run/react";
import { IconCheck, IconChevronDown, IconKey, IconLogout, IconUser } from "@tabler/icons-react";
import { memo, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { PostType } from "#contract/user-posts";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import { useActionFeedback } from "./action-feedback";
import { TENANT_NAME_STORAGE_KEY } from "./areas";
import { ChangePasswordModal } from "./ChangePasswordModal";
import { useSteadyFetcher } from "./steady";
import { clearTabSession } from "./drafts";
import { UserAvatar } from "~/ui/UserAvatar";
import { submitAtOnce } from "~/ui/submit-at-once";
import classes from "./Shell.module.css";

export interface ShellUser {
  id: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  tenantName: string | null;
  /** The effective roles: the active role, else every role available in the active post. */
  roles: string[];
  /** Each post's name, and its wording per UI language where it has one. */
  posts: ({ postCode: string; postName: string; postType: PostType } & Partial<Record<"postNameEn" | "postNameZh" | "postNameTw", string | null>>)[];
  activePost: string | null;
  availableRoles: ({ value: string; label: string } & Partial<Record<"labelEn" | "labelZh" | "labelTw", string | null>>)[];
  /** null: working as every role available in the post. */
  activeRole: string | null;
}

/** A long nickname is cut here in the header, so it never pushes the other controls aside. */
const NICKNAME_MAX_PX = 140;

/** The switch runs as a fetcher: a refusal comes back as data (a toast), success redirects. */
const SWITCH_FETCHER = "account-switch";

/** SPEC §9: the tenant-name session key is cleared on logout; tabs and drafts go with it. */
function forgetBrowserSession() {
  sessionStorage.removeItem(TENANT_NAME_STORAGE_KEY);
  clearTabSession();
}

/** A check before the chosen entry; the same space before the others keeps them aligned. */
function Chosen({ active }: { active: boolean }) {
  return active ? <IconCheck size={16} aria-hidden /> : <Box w={16} aria-hidden />;
}

/** SPEC §6 "switch roles": the post to work in, and within it one role or all of them. */
function SwitchSections({ user, onSwitch }: { user: ShellUser; onSwitch: (fields: Record<string, string>) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const switchTo = (active: boolean, fields: Record<string, string>) => {
    if (!active) onSwitch(fields);
  };

  return (
    <>
      {user.posts.length > 1 ? (
        <>
          <Menu.Divider />
          <Menu.Label>{t("shell.switchPost")}</Menu.Label>
          {user.posts.map((post) => {
            const active = post.postCode === user.activePost;
            return (
              <Menu.Item
                key={post.postCode}
                aria-current={active ? "true" : undefined}
                leftSection={<Chosen active={active} />}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {post.postType === "main" ? t("shell.mainPost") : t("shell.partTimePost")}
                  </Text>
                }
                onClick={() => switchTo(active, { intent: "post", postCode: post.postCode })}
              >
                {String(localText(post, "postName", language))}
              </Menu.Item>
            );
          })}
        </>
      ) : null}
      {user.availableRoles.length > 1 ? (
        <>
          <Menu.Divider />
          <Menu.Label>{t("shell.switchRole")}</Menu.Label>
          {[{ value: "", label: t("shell.allRoles") }, ...user.availableRoles].map((role) => {
            const active = role.value === (user.activeRole ?? "");
            return (
              <Menu.Item
                key={role.value || "all"}
                aria-current={active ? "true" : undefined}
                leftSection={<Chosen active={active} />}
                onClick={() => switchTo(active, { intent: "role", roleCode: role.value })}
              >
                {String(localText(role, "label", language))}
              </Menu.Item>
            );
          })}
        </>
      ) : null}
    </>
  );
}

export const UserMenu = memo(function UserMenu({ user, passwordMaxLength }: { user: ShellUser; passwordMaxLength?: number }) {
  const { t } = useTranslation();
  const [passwordOpened, password] = useDisclosure(false);
  // The switch's fetcher lives here, not in the dropdown: the dropdown unmounts as it closes, and
  // a persisted fetcher whose last user unmounted drops its redirect (the new post would not load).
  const submit = useSubmit();
  const [switcher, switcherBridge] = useSteadyFetcher<ActionResult>({ key: SWITCH_FETCHER });
  useActionFeedback(switcher.state === "idle" ? switcher.data : undefined);
  const switchTo = (fields: Record<string, string>) =>
    submit(fields, { method: "post", action: "/account/switch", navigate: false, fetcherKey: SWITCH_FETCHER });
  // The menu gives focus back to its button itself, at once, rather than Mantine's 10 ms later:
  // that late return landed behind the change-password dialog when the dialog opened first, and
  // the next Tab left the dialog. Focus the user put elsewhere (a click outside) stays there.
  const target = useRef<HTMLButtonElement>(null);
  const returnFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("[data-menu-dropdown]")) target.current?.focus();
  };
  const openPassword = () => {
    // The dialog gives focus back to what held it when it opened: the button, not the menu item.
    target.current?.focus();
    password.open();
  };
  return (
    <>
      {switcherBridge}
      <Menu position="bottom-end" withinPortal returnFocus={false} onClose={returnFocus}>
        <Menu.Target>
          <UnstyledButton ref={target} aria-label={`${user.nickname || user.username}, ${t("shell.userMenu")}`} className={classes.user}>
            <Group gap="xs" wrap="nowrap">
              <UserAvatar src={user.avatar} size={28} />
              <Text size="sm" fw={500} data-testid="navbar-username" visibleFrom="xs" truncate="end" maw={NICKNAME_MAX_PX}>
                {user.nickname || user.username}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          {/* The header cuts a long name short; here it shows whole. */}
          <Menu.Label className={classes.userName}>{user.nickname || user.username}</Menu.Label>
          {user.tenantName ? <Menu.Label>{user.tenantName}</Menu.Label> : null}
          <Menu.Item component={Link} to="/profile/index" leftSection={<IconUser size={16} aria-hidden />}>
            {t("shell.profile")}
          </Menu.Item>
          <Menu.Item onClick={openPassword} leftSection={<IconKey size={16} aria-hidden />}>
            {t("shell.changePassword")}
          </Menu.Item>
          <SwitchSections user={user} onSwitch={switchTo} />
          <Menu.Divider />
          <Form method="post" action="/logout" onSubmit={forgetBrowserSession}>
            <Menu.Item component="button" type="submit" onClick={submitAtOnce} leftSection={<IconLogout size={16} aria-hidden />}>
              {t("shell.logout")}
            </Menu.Item>
          </Form>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={password.close} passwordMaxLength={passwordMaxLength} />
    </>
  );
});
