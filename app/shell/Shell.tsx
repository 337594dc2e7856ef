import { AppShell, Avatar, Burger, Group, Menu, NavLink, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Form, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import { IconChevronDown, IconLogout } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SIDEBAR_WIDTH_PX, MOBILE_BREAKPOINT_PX } from "~/lib/constants";
import { MenuIcon } from "./icons";
import { menuTitle, type ShellMenuNode } from "./menu";
import classes from "./Shell.module.css";

export interface ShellUser {
  username: string;
  nickname: string | null;
  avatar: string | null;
  tenantName: string | null;
}

const DEFAULT_AVATAR = "/default-avatar.svg";

function MenuTree({ nodes, language, pathname }: { nodes: ShellMenuNode[]; language: string; pathname: string }) {
  return (
    <>
      {nodes
        .filter((node) => !node.hidden)
        .map((node) => {
          const label = menuTitle(node, language);
          const visibleChildren = node.children.filter((child) => !child.hidden);
          if (visibleChildren.length > 0) {
            const active = containsPath(node, pathname);
            return (
              <NavLink
                key={node.menuCode}
                label={label}
                leftSection={<MenuIcon name={node.menuIcon} />}
                defaultOpened={active}
                childrenOffset={12}
              >
                <MenuTree nodes={visibleChildren} language={language} pathname={pathname} />
              </NavLink>
            );
          }
          if (!node.menuPath) return null;
          return (
            <NavLink
              key={node.menuCode}
              component={RemixNavLink}
              to={node.menuPath}
              label={label}
              leftSection={<MenuIcon name={node.menuIcon} />}
              active={node.menuPath.toLowerCase() === pathname.toLowerCase()}
            />
          );
        })}
    </>
  );
}

function containsPath(node: ShellMenuNode, pathname: string): boolean {
  if (node.menuPath?.toLowerCase() === pathname.toLowerCase()) return true;
  return node.children.some((child) => containsPath(child, pathname));
}

/** The logged-in layout: sidebar from the granted menu tree, navbar with the user. */
export function Shell({ user, menu, children }: { user: ShellUser; menu: ShellMenuNode[]; children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: SIDEBAR_WIDTH_PX, breakpoint: `${MOBILE_BREAKPOINT_PX}px`, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t("shell.toggleMenu")} />
            <Text fw={700} c="brand">
              {t("app.name")}
            </Text>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={t("shell.userMenu")} className={classes.user}>
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={user.avatar || DEFAULT_AVATAR} alt="" size={28} radius="xl" />
                  <Text size="sm" fw={500} data-testid="navbar-username">
                    {user.nickname || user.username}
                  </Text>
                  <IconChevronDown size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {user.tenantName ? <Menu.Label>{user.tenantName}</Menu.Label> : null}
              <Form method="post" action="/logout">
                <Menu.Item component="button" type="submit" leftSection={<IconLogout size={16} aria-hidden />}>
                  {t("shell.logout")}
                </Menu.Item>
              </Form>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t("shell.menu")}>
        <ScrollArea className={classes.navScroll}>
          <nav>
            <MenuTree nodes={menu} language={i18n.language} pathname={pathname} />
          </nav>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
