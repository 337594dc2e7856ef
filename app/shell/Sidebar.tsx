import { Menu, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Fragment, memo, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AppLinks } from "./AppLinks";
import { MenuIcon } from "./icons";
import { menuTitle, topItemsThatFit, type ShellMenuNode } from "./menu";
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
 * A sidebar entry whose label is cut with an ellipsis at the 210 px width; the full label then
 * shows in a tooltip on hover and focus.
 */
function useTruncatedLabel(label: string) {
  const ref = useRef<HTMLElement>(null);
  const [truncated, setTruncated] = useState(false);
  useEffect(() => {
    const body = ref.current?.querySelector(".mantine-NavLink-body");
    setTruncated(Boolean(body && body.scrollWidth > body.clientWidth));
  }, [label]);
  return { ref, truncated };
}

/**
 * The full label on hover and focus, only where it is cut: a tooltip per entry would be drawn
 * again on every page change for labels that all fit.
 */
function LabelTip({ label, truncated, children }: { label: string; truncated: boolean; children: React.ReactElement }) {
  return truncated ? (
    <Tooltip label={label} position="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

/**
 * A group of the expanded sidebar: a button (keyboard users open it with Enter or Space) that
 * says whether it is open. Its pages are drawn only while it is open, so a large menu costs
 * little to render on every request. Memoised on the page it holds (`activePath`, null when the
 * current page is elsewhere): moving between screens draws again only the groups they are in.
 */
const MenuGroup = memo(function MenuGroup({ node, label, language, activePath }: { node: ShellMenuNode; label: string; language: string; activePath: string | null }) {
  const [opened, setOpened] = useState(activePath !== null);
  const { ref, truncated } = useTruncatedLabel(label);
  const itemsId = useId();
  useEffect(() => {
    if (activePath !== null) setOpened(true);
  }, [activePath]);
  return (
    <>
      <LabelTip label={label} truncated={truncated}>
        <NavLink
          ref={ref as React.Ref<HTMLButtonElement>}
          component="button"
          type="button"
          label={label}
          noWrap
          leftSection={<MenuIcon name={node.menuIcon} />}
          rightSection={<IconChevronRight size={14} className={classes.groupChevron} data-opened={opened || undefined} aria-hidden />}
          aria-expanded={opened}
          aria-controls={opened ? itemsId : undefined}
          onClick={() => setOpened((o) => !o)}
        />
      </LabelTip>
      {opened ? (
        <div id={itemsId} className={classes.groupItems}>
          <MenuTree nodes={node.children} language={language} pathname={activePath ?? ""} />
        </div>
      ) : null}
    </>
  );
});

/** A page of the expanded sidebar: a plain link that AppLinks follows, drawn again only when it becomes or stops being the current page. */
const MenuPage = memo(function MenuPage({ menuPath, icon, label, active }: { menuPath: string; icon: string | null; label: string; active: boolean }) {
  const { ref, truncated } = useTruncatedLabel(label);
  return (
    <LabelTip label={label} truncated={truncated}>
      <NavLink
        ref={ref as React.Ref<HTMLAnchorElement>}
        component="a"
        href={menuPath}
        data-discover="true"
        aria-current={active ? "page" : undefined}
        label={label}
        noWrap
        leftSection={<MenuIcon name={icon} />}
        active={active}
      />
    </LabelTip>
  );
});

/** The expanded sidebar: a tree of groups and links. */
function MenuTree({ nodes, language, pathname }: MenuProps) {
  return (
    <>
      {visible(nodes).map((node) => {
        const label = menuTitle(node, language);
        if (visible(node.children).length > 0) {
          return <MenuGroup key={node.menuCode} node={node} label={label} language={language} activePath={containsPath(node, pathname) ? pathname : null} />;
        }
        if (!node.menuPath) return null;
        return <MenuPage key={node.menuCode} menuPath={node.menuPath} icon={node.menuIcon} label={label} active={node.menuPath.toLowerCase() === pathname.toLowerCase()} />;
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

export const Sidebar = memo(function Sidebar({
  nodes,
  language,
  pathname,
  collapsed,
  showLogo,
  logo = null,
}: MenuProps & { collapsed: boolean; showLogo: boolean; logo?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {showLogo ? (
        <Link to="/workbench" className={classes.logo} aria-label={t("app.name")}>
          {/* The tenant's logo, else the product's; the box is fixed so nothing moves as it arrives. */}
          <img src={logo ?? "/logo.svg"} alt="" width={28} height={28} className={classes.logoImage} data-testid="sidebar-logo" />
          {collapsed ? null : (
            <Text fw={700} size="sm" c="white" truncate>
              {t("app.name")}
            </Text>
          )}
        </Link>
      ) : null}
      <ScrollArea className={classes.navScroll}>
        <AppLinks aria-label={t("shell.menu")}>
          {collapsed ? (
            <IconRail nodes={nodes} language={language} pathname={pathname} />
          ) : (
            <MenuTree nodes={nodes} language={language} pathname={pathname} />
          )}
        </AppLinks>
      </ScrollArea>
    </>
  );
});

/** One entry of the horizontal menu: a page link, or a group opening its pages in a dropdown. */
function TopItem({ node, language, pathname }: { node: ShellMenuNode; language: string; pathname: string }) {
  const label = menuTitle(node, language);
  const active = containsPath(node, pathname) || undefined;
  if (isSinglePage(node) && node.menuPath) {
    return (
      <UnstyledButton component={Link} to={node.menuPath} className={classes.topItem} data-active={active}>
        {label}
      </UnstyledButton>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.topItem} data-active={active}>
          {label}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <LeafItems leaves={leavesOf(node)} language={language} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Px between the top menu's items (`.topMenu` gap). */
const TOP_ITEM_GAP_PX = 2;

/**
 * The horizontal navigation (settings: navMode horizontal). Items that do not fit the header
 * move into a "More" menu; invisible copies of every item give the widths to decide by.
 */
export const TopMenu = memo(function TopMenu({ nodes, language, pathname }: MenuProps) {
  const { t } = useTranslation();
  const items = visible(nodes);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitting, setFitting] = useState(items.length);
  useEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setFitting(topItemsThatFit(widths, nav.clientWidth, moreWidth, TOP_ITEM_GAP_PX));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    // The copies change width when the web font arrives.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items.length, language]);
  const folded = items.slice(fitting);
  return (
    <nav aria-label={t("shell.menu")} className={classes.topMenu} ref={navRef}>
      <div className={classes.topMeasure} ref={measureRef} aria-hidden>
        {items.map((node) => (
          <span key={node.menuCode} className={classes.topItem} data-active={containsPath(node, pathname) || undefined}>
            {menuTitle(node, language)}
          </span>
        ))}
        <span className={classes.topItem}>
          {t("layout.moreMenus")}
          <IconChevronDown size={14} />
        </span>
      </div>
      {items.slice(0, fitting).map((node) => (
        <TopItem key={node.menuCode} node={node} language={language} pathname={pathname} />
      ))}
      {folded.length > 0 ? (
        <Menu trigger="click-hover" openDelay={80} closeDelay={150} withinPortal position="bottom-end">
          <Menu.Target>
            <UnstyledButton className={classes.topItem} data-active={folded.some((node) => containsPath(node, pathname)) || undefined}>
              {t("layout.moreMenus")}
              <IconChevronDown size={14} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown className={classes.moreDropdown}>
            {folded.map((node) =>
              isSinglePage(node) && node.menuPath ? (
                <Menu.Item key={node.menuCode} component={Link} to={node.menuPath} leftSection={<MenuIcon name={node.menuIcon} size={16} />}>
                  {menuTitle(node, language)}
                </Menu.Item>
              ) : (
                <Fragment key={node.menuCode}>
                  <Menu.Label>{menuTitle(node, language)}</Menu.Label>
                  <LeafItems leaves={leavesOf(node)} language={language} />
                </Fragment>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </nav>
  );
});
