import { Menu, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { Link, NavLink as RemixNavLink } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MenuIcon } from "./icons";
import { menuTitle, type ShellMenuNode } from "./menu";
import classes from "./Shell.module.css";

interface MenuProps {
  nodes: ShellMenuNode[];
  language: string;
  pathname: string;
}

const visible = (nodes: ShellMenuNode[]) => nodes.filter((node) => !node.hidden);

export function containsPath(node: ShellMenuNode, pathname: string): boolean {
  if (node.menuPath?.toLowerCase() === pathname.toLowerCase()) return true;
  return node.children.some((child) => containsPath(child, pathname));
}

/** Leaves under a node, for the dropdowns of the collapsed and horizontal menus. */
export function leavesOf(node: ShellMenuNode): ShellMenuNode[] {
  const children = visible(node.children);
  if (children.length === 0) return node.menuPath ? [node] : [];
  return children.flatMap(leavesOf);
}

/**
 * A group of the expanded sidebar. Its pages are drawn only while it is open (an empty
 * fragment keeps the chevron), so a large menu costs little to render on every request.
 */
function MenuGroup({ node, label, items, language, pathname }: Omit<MenuProps, "nodes"> & { node: ShellMenuNode; label: string; items: ShellMenuNode[] }) {
  const [opened, setOpened] = useState(() => containsPath(node, pathname));
  useEffect(() => {
    if (containsPath(node, pathname)) setOpened(true);
  }, [node, pathname]);
  return (
    <NavLink label={label} leftSection={<MenuIcon name={node.menuIcon} />} opened={opened} onChange={setOpened} childrenOffset={12}>
      {opened ? <MenuTree nodes={items} language={language} pathname={pathname} /> : <></>}
    </NavLink>
  );
}

/** The expanded sidebar: a tree of groups and links. */
function MenuTree({ nodes, language, pathname }: MenuProps) {
  return (
    <>
      {visible(nodes).map((node) => {
        const label = menuTitle(node, language);
        const children = visible(node.children);
        if (children.length > 0) {
          return <MenuGroup key={node.menuCode} node={node} label={label} items={children} language={language} pathname={pathname} />;
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

/** A node that is a page itself, with no visible pages below it. */
function isSinglePage(node: ShellMenuNode): boolean {
  return Boolean(node.menuPath) && visible(node.children).length === 0;
}

/** A group's pages as dropdown items (collapsed rail and top menu). */
function LeafItems({ leaves, language }: { leaves: ShellMenuNode[]; language: string }) {
  return (
    <>
      {leaves.map((leaf) => (
        <Menu.Item key={leaf.menuCode} component={Link} to={leaf.menuPath ?? "/"} leftSection={<MenuIcon name={leaf.menuIcon} size={16} />}>
          {menuTitle(leaf, language)}
        </Menu.Item>
      ))}
    </>
  );
}

/** The collapsed sidebar: icons only; a group opens its pages in a flyout. */
function IconRail({ nodes, language, pathname }: MenuProps) {
  return (
    <Stack gap={4} align="center" py="xs">
      {visible(nodes).map((node) => {
        const label = menuTitle(node, language);
        const active = containsPath(node, pathname);
        const leaves = leavesOf(node);
        if (isSinglePage(node) && node.menuPath) {
          return (
            <Tooltip key={node.menuCode} label={label} position="right" withArrow>
              <UnstyledButton component={Link} to={node.menuPath} aria-label={label} className={classes.railItem} data-active={active || undefined}>
                <MenuIcon name={node.menuIcon} size={20} />
              </UnstyledButton>
            </Tooltip>
          );
        }
        return (
          <Menu key={node.menuCode} position="right-start" trigger="click-hover" openDelay={80} closeDelay={150} withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={label} className={classes.railItem} data-active={active || undefined}>
                <MenuIcon name={node.menuIcon} size={20} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{label}</Menu.Label>
              <LeafItems leaves={leaves} language={language} />
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}

export function Sidebar({ nodes, language, pathname, collapsed, showLogo }: MenuProps & { collapsed: boolean; showLogo: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {showLogo ? (
        <Link to="/workbench" className={classes.logo} aria-label={t("app.name")}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          {collapsed ? null : (
            <Text fw={700} size="sm" c="white" truncate>
              {t("app.name")}
            </Text>
          )}
        </Link>
      ) : null}
      <ScrollArea className={classes.navScroll}>
        <nav aria-label={t("shell.menu")}>
          {collapsed ? (
            <IconRail nodes={nodes} language={language} pathname={pathname} />
          ) : (
            <MenuTree nodes={nodes} language={language} pathname={pathname} />
          )}
        </nav>
      </ScrollArea>
    </>
  );
}

/** The horizontal navigation (settings: navMode horizontal): one dropdown per group. */
export function TopMenu({ nodes, language, pathname }: MenuProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("shell.menu")} className={classes.topMenu}>
      {visible(nodes).map((node) => {
        const label = menuTitle(node, language);
        const active = containsPath(node, pathname);
        const leaves = leavesOf(node);
        if (isSinglePage(node) && node.menuPath) {
          return (
            <UnstyledButton key={node.menuCode} component={Link} to={node.menuPath} className={classes.topItem} data-active={active || undefined}>
              {label}
            </UnstyledButton>
          );
        }
        return (
          <Menu key={node.menuCode} trigger="click-hover" openDelay={80} closeDelay={150} withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.topItem} data-active={active || undefined}>
                {label}
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <LeafItems leaves={leaves} language={language} />
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
