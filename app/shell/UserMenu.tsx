import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, Link } from "@remix-run/react";
import { IconChevronDown, IconKey, IconLogout, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TENANT_NAME_STORAGE_KEY } from "./areas";
import { ChangePasswordModal } from "./ChangePasswordModal";
import { clearTabSession } from "./drafts";
import { UserAvatar } from "~/ui/UserAvatar";
import classes from "./Shell.module.css";

export interface ShellUser {
  id: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  tenantName: string | null;
  roles: string[];
}

/** SPEC §9: the tenant-name session key is cleared on logout; tabs and drafts go with it. */
function forgetBrowserSession() {
  sessionStorage.removeItem(TENANT_NAME_STORAGE_KEY);
  clearTabSession();
}

export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const [passwordOpened, password] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`${user.nickname || user.username}, ${t("shell.userMenu")}`} className={classes.user}>
            <Group gap="xs" wrap="nowrap">
              <UserAvatar src={user.avatar} size={28} />
              <Text size="sm" fw={500} data-testid="navbar-username" visibleFrom="xs">
                {user.nickname || user.username}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {user.tenantName ? <Menu.Label>{user.tenantName}</Menu.Label> : null}
          <Menu.Item component={Link} to="/profile/index" leftSection={<IconUser size={16} aria-hidden />}>
            {t("shell.profile")}
          </Menu.Item>
          <Menu.Item onClick={password.open} leftSection={<IconKey size={16} aria-hidden />}>
            {t("shell.changePassword")}
          </Menu.Item>
          <Menu.Divider />
          <Form method="post" action="/logout" onSubmit={forgetBrowserSession}>
            <Menu.Item component="button" type="submit" leftSection={<IconLogout size={16} aria-hidden />}>
              {t("shell.logout")}
            </Menu.Item>
          </Form>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={password.close} />
    </>
  );
}
