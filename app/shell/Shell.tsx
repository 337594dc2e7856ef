import { AppShell, Burger, Drawer, Group, ActionIcon, Tooltip } from "@mantine/core";
import { useHeadroom, useMediaQuery } from "@mantine/hooks";
import { useFetcher, useLocation } from "@remix-run/react";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useWarmUpLinkedScreens } from "~/lib/warm-up";
import type { HeadNotifications } from "#contract/notification";
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_PX, type BusinessArea } from "~/lib/constants";
import { AreaSwitch, useCompactAreaSwitch } from "./AreaSwitch";
import { AREA_COOKIE, AREA_STORAGE_KEY, areaMenu, areaOfRoute, availableAreas, TENANT_NAME_STORAGE_KEY } from "./areas";
import { Breadcrumbs } from "./Breadcrumbs";
import { useTabDrafts } from "./drafts";
import { EmbeddedBridge } from "./embedded";
import { ErrorLogButton, useErrorLogInstall } from "./ErrorLog";
import { FullscreenToggle, LanguageSelect, SizeSelect } from "./HeaderTools";
import { menuPageOf, type ShellMenuNode } from "./menu";
import { MenuSearch } from "./MenuSearch";
import { Notices } from "./Notices";
import { ProgressBar } from "./ProgressBar";
import { SessionExpiredDialog } from "./SessionExpiredDialog";
import { SettingsDrawer } from "./SettingsDrawer";
import type { DisplayPreferences } from "./settings";
import classes from "./Shell.module.css";
import { Sidebar, TopMenu } from "./Sidebar";
import { TagsView } from "./TagsView";
import { UserMenu, type ShellUser } from "./UserMenu";
import { VersionCheck } from "./VersionCheck";
import { SteadyRouteContext } from "./steady";

const COLLAPSED_WIDTH_PX = 64;
const TOP_BAR_PX = 50;
const TAGS_BAR_PX = 34;

export interface ShellProps {
  user: ShellUser;
  menu: ShellMenuNode[];
  area: BusinessArea;
  notices: HeadNotifications | null;
  preferences: DisplayPreferences;
  embedAllowedOrigins: string[];
  versionCheckMs: number;
  /** SPEC §5: the password fields' limit, from the contract's rule on the server. */
  passwordMaxLength?: number;
  /** The tenant's active logo (its versioned address); null for the product's own. */
  logo?: string | null;
  children: React.ReactNode;
}

/** Remembers the area where SPEC §3 says (session storage) and where the server can read it (session cookie). */
function rememberArea(area: BusinessArea) {
  sessionStorage.setItem(AREA_STORAGE_KEY, area);
  document.cookie = `${AREA_COOKIE}=${area}; Path=/; SameSite=Lax`;
}

/**
 * Saves the sidebar's state in its cookie when it changes. A fetcher reads every state of the
 * router (a navigation has three or four), so it lives here rather than in the shell, which
 * then draws again only when its own props, the address or the language change (decision 0038).
 */
function SidebarStateSaver({ opened }: { opened: boolean }) {
  const { submit } = useFetcher();
  const saved = useRef(opened);
  useEffect(() => {
    if (saved.current === opened) return;
    saved.current = opened;
    submit({ intent: "sidebar", opened: opened ? "1" : "0" }, { method: "post", action: "/preferences" });
  }, [opened, submit]);
  return null;
}

/**
 * The logged-in layout (SPEC §1, §2, §4). Memoised: its page arrives as a stable `<Outlet />`
 * (routes/_shell.tsx), which follows the router by itself.
 */
export const Shell = memo(function Shell({ user, menu, area: initialArea, notices, preferences, embedAllowedOrigins, versionCheckMs, passwordMaxLength, logo = null, children }: ShellProps) {
  const { t, i18n } = useTranslation();
  // A record's own page (/importClearance/123) keeps the menu, breadcrumbs and area of its list.
  const pathname = menuPageOf(menu, useLocation().pathname);
  const { settings, size } = preferences;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  const [mobileOpened, setMobileOpened] = useState(false);
  const [sidebarOpened, setSidebarOpened] = useState(preferences.sidebarOpened);
  const [area, setArea] = useState(initialArea);
  const headroomPinned = useHeadroom({ fixedAt: 120 });
  const mainRef = useRef<HTMLElement>(null);
  const headerStartRef = useRef<HTMLDivElement>(null);
  // Stable while the menu and area are: the header and sidebar parts are memoized and re-render
  // on a navigation only where their own props change, not on each of its router states.
  const areas = useMemo(() => availableAreas(menu), [menu]);
  const [pathWidth, setPathWidth] = useState<number | null>(null);
  useErrorLogInstall();
  useTabDrafts(mainRef);

  // A route that belongs to another area switches the menu to it; the sidebar drawer closes on mobile.
  useEffect(() => {
    const routeArea = areaOfRoute(menu, pathname);
    if (routeArea) setArea(routeArea);
    setMobileOpened(false);
  }, [menu, pathname]);

  useEffect(() => rememberArea(area), [area]);
  useWarmUpLinkedScreens("routes/_shell.");
  useEffect(() => {
    if (user.tenantName) sessionStorage.setItem(TENANT_NAME_STORAGE_KEY, user.tenantName);
    localStorage.setItem("userId", user.id);
    localStorage.setItem("userName", user.username);
  }, [user.id, user.username, user.tenantName]);

  const toggleSidebar = () => setSidebarOpened((opened) => !opened);

  const horizontal = settings.navMode === "horizontal" && !mobile;
  const areaSwitch = useCompactAreaSwitch(headerStartRef, `${i18n.language} ${areas.join()}`, horizontal ? null : pathWidth);
  const collapsed = !mobile && !sidebarOpened;
  const nodes = useMemo(() => areaMenu(menu, area), [menu, area]);
  const headerHeight = TOP_BAR_PX + (settings.tagsView ? TAGS_BAR_PX : 0);

  return (
    <AppShell
      // Sidebar full height beside the header, as in vue-element-admin.
      layout="alt"
      // The main area keeps its own top padding, so a header giving way never shifts the page.
      header={{ height: headerHeight, collapsed: !settings.fixedHeader && !headroomPinned, offset: false }}
      navbar={{
        width: collapsed ? COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX,
        breakpoint: `${MOBILE_BREAKPOINT_PX}px`,
        // On phones and tablets the menu is a drawer (below), not the navbar.
        collapsed: { mobile: true, desktop: horizontal },
      }}
      padding="md"
      data-size={size}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t("shell.skipToContent")}
      </a>
      <ProgressBar />
      <SidebarStateSaver opened={sidebarOpened} />
      <AppShell.Header className={classes.header}>
        <SteadyRouteContext>
          <Group h={TOP_BAR_PX} px="sm" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" className={classes.headerStart} ref={headerStartRef}>
              <Burger className={classes.burger} opened={mobileOpened} onClick={() => setMobileOpened((o) => !o)} hiddenFrom="md" size="sm" aria-label={t("shell.toggleMenu")} aria-expanded={mobileOpened} />
              {horizontal ? null : (
                <Tooltip label={sidebarOpened ? t("shell.collapseSidebar") : t("shell.expandSidebar")}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    visibleFrom="md"
                    onClick={toggleSidebar}
                    aria-label={sidebarOpened ? t("shell.collapseSidebar") : t("shell.expandSidebar")}
                    aria-expanded={sidebarOpened}
                  >
                    {sidebarOpened ? <IconLayoutSidebarLeftCollapse size={20} aria-hidden /> : <IconLayoutSidebarLeftExpand size={20} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
              {horizontal ? (
                <TopMenu nodes={nodes} language={i18n.language} pathname={pathname} />
              ) : (
                <Breadcrumbs menu={menu} pathname={pathname} language={i18n.language} onPathWidth={setPathWidth} />
              )}
            </Group>
            {mobile ? null : <AreaSwitch ref={areaSwitch.control} areas={areas} value={area} onChange={setArea} compact={areaSwitch.compact} />}
            <Group gap={4} wrap="nowrap" className={classes.headerTools}>
              <MenuSearch menu={menu} language={i18n.language} pinyin={settings.pinyinSearch} />
              <Notices data={notices} />
              <ErrorLogButton />
              <FullscreenToggle />
              <SizeSelect size={size} />
              <LanguageSelect />
              <SettingsDrawer settings={settings} />
              <UserMenu user={user} passwordMaxLength={passwordMaxLength} />
            </Group>
          </Group>
          {settings.tagsView ? <TagsView menu={menu} language={i18n.language} /> : null}
        </SteadyRouteContext>
      </AppShell.Header>
      {mobile ? null : (
        <AppShell.Navbar className={classes.navbar}>
          <SteadyRouteContext>
            <Sidebar nodes={nodes} language={i18n.language} pathname={pathname} collapsed={collapsed} showLogo={settings.sidebarLogo} logo={logo} />
          </SteadyRouteContext>
        </AppShell.Navbar>
      )}
      {/* SPEC §4: under 992 px the menu is a drawer that any choice closes, the current page included. */}
      <Drawer
        opened={mobile && mobileOpened}
        onClose={() => setMobileOpened(false)}
        size={SIDEBAR_WIDTH_PX + 70}
        title={t("app.name")}
        closeButtonProps={{ "aria-label": t("layout.closeMenu") }}
        classNames={{ content: classes.drawer, header: classes.drawerHeader, title: classes.drawerTitle, close: classes.drawerClose, body: classes.drawerBody }}
      >
        <div className={classes.drawerAreas}>
          <AreaSwitch areas={areas} value={area} onChange={setArea} vertical />
        </div>
        <div
          className={classes.drawerMenu}
          onClick={(event) => {
            if ((event.target as Element).closest("a[href]")) setMobileOpened(false);
          }}
        >
          <SteadyRouteContext>
            <Sidebar nodes={nodes} language={i18n.language} pathname={pathname} collapsed={false} showLogo={false} />
          </SteadyRouteContext>
        </div>
      </Drawer>
      <AppShell.Main
        className={classes.main}
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        pt={`calc(${headerHeight}px * var(--mantine-scale) + var(--mantine-spacing-md))`}
      >
        {children}
      </AppShell.Main>
      <SessionExpiredDialog />
      <VersionCheck intervalMs={versionCheckMs} />
      <EmbeddedBridge allowedOrigins={embedAllowedOrigins} />
    </AppShell>
  );
});
